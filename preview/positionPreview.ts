import { type Chain, chainFromUrlName } from '../data/chains.ts';
import type { DataApiClient } from '../data/client.ts';
import { formatFeeTier } from '../data/feeTier.ts';
import { Position } from '../data/operations/positions.ts';
import { positionRangeText } from '../data/positionRange.ts';
import { type PositionRow, type PositionStatus, positionRowFrom } from '../data/positionRow.ts';
import { USD_DISPLAY } from '../money/displayCurrency.ts';
import { formatUsd } from '../money/formatMoney.ts';
import { positionPagePath } from './pagePaths.ts';
import type { PagePreview } from './pagePreview.ts';
import type { PreviewConfig } from './previewConfig.ts';
import { positionImagePath, type SharedPositionVersion, versionedImagePath } from './previewImagePath.ts';
import { positionPreviewTitle } from './previewTitles.ts';
import { chainLabel } from './tokenPreview.ts';

/** What a position card draws; also the input of its content hash, so a moved price makes a new card. */
export interface PositionCardData {
  chain: Chain;
  version: SharedPositionVersion;
  tokenId: string;
  token0Symbol: string;
  token1Symbol: string;
  token0Image: string | undefined;
  token1Image: string | undefined;
  /** Percent text (`0.05%`). */
  feeTier: string;
  /** `min to max quote per base`, or `Full range`. */
  range: string;
  status: PositionStatus;
  /** Amounts and uncollected fees in USD, as text; `undefined` when a token has no price. */
  value: string | undefined;
}

/** One position's preview: made at the edge only, for a shared position link. */
export interface PositionPreviewRecord {
  kind: 'position';
  title: string;
  brandName: string;
  imagePath: string;
  path: string;
  networkName: string;
  version: SharedPositionVersion;
  tokenId: string;
  positionData: PositionCardData;
}

/**
 * How the edge reads one position: the Data API's positions extension, as data/ turns its answer into
 * the app's PositionRow. `undefined`: no such position.
 */
export type ReadPosition = (
  chain: Chain,
  version: SharedPositionVersion,
  tokenId: string,
) => Promise<PositionRow | undefined>;

/** The edge's reader: the Data API's positions extension, read as the app reads one position. */
export function dataApiPositionReader(client: DataApiClient): ReadPosition {
  return async (chain, version, tokenId) => {
    const { position } = await client.request(
      Position,
      { chain, protocolVersion: version === 'v4' ? 'V4' : 'V3', id: tokenId, ownerAddress: null },
      { method: 'GET' },
    );
    return position ? positionRowFrom(position) : undefined;
  };
}

export const FULL_RANGE_TEXT = 'Full range';

export const POSITION_STATUS_TEXT: Record<PositionStatus, string> = {
  'in-range': 'In range',
  'out-of-range': 'Out of range',
  closed: 'Closed',
};

/** A token id is an unsigned 256-bit integer: at most 78 decimal digits. */
const TOKEN_ID = /^\d{1,78}$/;

/** `undefined` means the page gets the default tags: an unknown chain or id, or no such position. */
export async function lookupPositionPreview(
  readPosition: ReadPosition,
  networkName: string,
  version: SharedPositionVersion,
  tokenId: string,
  config: Pick<PreviewConfig, 'brandName'>,
): Promise<PositionPreviewRecord | undefined> {
  const chain = chainFromUrlName(networkName)?.chain;
  if (!chain || !TOKEN_ID.test(tokenId)) return undefined;
  const row = await readPosition(chain, version, tokenId);
  return row && positionPreviewRecord(row, config);
}

/** A V3 or V4 position's record from its row; a V2 share has no card of its own. */
export function positionPreviewRecord(
  row: PositionRow,
  config: Pick<PreviewConfig, 'brandName'>,
): PositionPreviewRecord | undefined {
  if (row.version === 'v2') return undefined;
  const networkName = row.chain.toLowerCase();
  const positionData: PositionCardData = {
    chain: row.chain,
    version: row.version,
    tokenId: row.id,
    token0Symbol: row.token0.symbol,
    token1Symbol: row.token1.symbol,
    token0Image: row.token0.logoUrl || undefined,
    token1Image: row.token1.logoUrl || undefined,
    feeTier: formatFeeTier(row.fee),
    range: positionCardRange(row),
    status: row.status,
    value: row.valueUsd === null ? undefined : formatUsd(row.valueUsd, USD_DISPLAY),
  };
  const record: PositionPreviewRecord = {
    kind: 'position',
    title: positionPreviewTitle(row.token0.symbol, row.token1.symbol, positionData.feeTier, config.brandName),
    brandName: config.brandName,
    imagePath: versionedImagePath(positionImagePath(networkName, row.version, row.id), [
      positionData,
      config.brandName,
    ]),
    path: positionPagePath(row.version, row.chain, row.id),
    networkName,
    version: row.version,
    tokenId: row.id,
    positionData,
  };
  return isValidPositionPreview(record) ? record : undefined;
}

/** As for pools: usable only with a title, an image and a url, and the card's own data. */
export function isValidPositionPreview(
  record: Partial<PositionPreviewRecord> | undefined,
): record is PositionPreviewRecord {
  return Boolean(record?.title && record.imagePath && record.path && record.positionData?.range);
}

export function positionPagePreview(record: PositionPreviewRecord): PagePreview {
  const { positionData: data } = record;
  const pair = `${data.token0Symbol}/${data.token1Symbol}`;
  const facts = [
    `${POSITION_STATUS_TEXT[data.status]}: ${data.range}`,
    ...(data.value ? [`worth ${data.value}`] : []),
  ];
  return {
    title: record.title,
    description: `A ${pair} ${data.feeTier} liquidity position on ${record.brandName} ${data.version.toUpperCase()}, ${chainLabel(data.chain)}. ${facts.join(', ')}.`,
    imagePath: record.imagePath,
    imageAlt: `${pair} ${data.version.toUpperCase()} position on ${chainLabel(data.chain)}, fee ${data.feeTier}, ${POSITION_STATUS_TEXT[data.status].toLowerCase()}, ${data.range}${data.value ? `, worth ${data.value}` : ''}`,
    path: record.path,
  };
}

/** The card's range as every screen quotes it (`1,800.9 to 2,401.9 USDC per WETH`), or `Full range`. */
export function positionCardRange(row: PositionRow): string {
  const range = positionRangeText(row);
  if (range.fullRange) return FULL_RANGE_TEXT;
  return `${range.min} to ${range.max} ${range.quote} per ${range.base}`;
}
