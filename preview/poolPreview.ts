import { type Chain, chainFromUrlName } from '../data/chains.ts';
import type { DataApiClient } from '../data/client.ts';
import { DEFAULT_FEE_TIER, formatFeeTier } from '../data/feeTier.ts';
import { type FragmentOf, type ProtocolVersion, readFragment } from '../data/graphql.ts';
import {
  PoolPreviewToken,
  V2PoolPreviewQuery,
  V3PoolPreviewQuery,
  V4PoolPreviewQuery,
} from '../data/operations/poolPreview.ts';
import { tokenSymbol } from '../data/tokenLabels.ts';
import { marketFact, type PoolMarketFacts, poolDescription } from './marketDescriptions.ts';
import { poolPagePath } from './pagePaths.ts';
import type { PagePreview } from './pagePreview.ts';
import type { PreviewConfig } from './previewConfig.ts';
import { type ImagePlacement, previewImagePath, versionedImagePath } from './previewImagePath.ts';
import { poolPreviewTitle } from './previewTitles.ts';
import { chainLabel } from './tokenPreview.ts';

export const DYNAMIC_FEE_TEXT = 'Dynamic fee';

/** What a pool card draws; also the input of its content hash. */
export interface PoolCardData {
  chain: Chain;
  token0Symbol: string;
  token1Symbol: string;
  /** Percent text (`0.3%`), or the dynamic-fee label. */
  feeTier: string;
  protocolVersion: ProtocolVersion;
  token0Image: string | undefined;
  token1Image: string | undefined;
}

export interface PoolPreviewRecord {
  kind: 'pool';
  title: string;
  brandName: string;
  imagePath: string;
  path: string;
  /** `{token0symbol}/{token1symbol}` */
  name: string;
  networkName: string;
  address: string;
  poolData: PoolCardData;
  /** For the page's description; not drawn, so not part of the image version. */
  market?: PoolMarketFacts;
}

export interface PoolFields {
  chain: Chain;
  address: string;
  protocolVersion: ProtocolVersion;
  feeTier: number | null | undefined;
  isDynamicFee?: boolean | null;
  token0: { symbol?: string | null; logoUrl?: string | null } | null | undefined;
  token1: { symbol?: string | null; logoUrl?: string | null } | null | undefined;
  market?: PoolMarketFacts;
}

/**
 * Asks V4 (pool id), V3 and V2 (address) in parallel and keeps the first found in the order v4, v3,
 * v2. A version whose query fails counts as not found; `undefined` means "Pool not found".
 */
export async function lookupPoolPreview(
  client: DataApiClient,
  networkName: string,
  address: string,
  config: PreviewConfig,
  placement: ImagePlacement,
): Promise<PoolPreviewRecord | undefined> {
  const chain = chainFromUrlName(networkName)?.chain;
  if (!chain) return undefined;
  const tolerant = { method: 'GET', tolerateErrors: true } as const;
  const [v4, v3, v2] = await Promise.all([
    client.request(V4PoolPreviewQuery, { chain, poolId: address }, tolerant).then((d) => d.v4Pool, notFound),
    client.request(V3PoolPreviewQuery, { chain, address }, tolerant).then((d) => d.v3Pool, notFound),
    client.request(V2PoolPreviewQuery, { chain, address }, tolerant).then((d) => d.v2Pair, notFound),
  ]);
  const found = v4
    ? pickFields(v4, 'V4')
    : v3
      ? pickFields(v3, 'V3')
      : v2
        ? pickFields({ ...v2, feeTier: undefined }, 'V2')
        : undefined;
  return found && poolPreviewRecord({ ...found, chain, address }, config, placement);
}

export function poolPreviewRecord(
  fields: PoolFields,
  config: Pick<PreviewConfig, 'brandName'>,
  placement: ImagePlacement,
): PoolPreviewRecord | undefined {
  const networkName = fields.chain.toLowerCase();
  const address = fields.address.toLowerCase();
  const poolData: PoolCardData = {
    chain: fields.chain,
    token0Symbol: tokenSymbol(fields.token0),
    token1Symbol: tokenSymbol(fields.token1),
    feeTier: fields.isDynamicFee ? DYNAMIC_FEE_TEXT : formatFeeTier(fields.feeTier ?? DEFAULT_FEE_TIER),
    protocolVersion: fields.protocolVersion,
    token0Image: fields.token0?.logoUrl || undefined,
    token1Image: fields.token1?.logoUrl || undefined,
  };
  const record: PoolPreviewRecord = {
    kind: 'pool',
    title: poolPreviewTitle(poolData.token0Symbol, poolData.token1Symbol, config.brandName),
    brandName: config.brandName,
    imagePath: versionedImagePath(previewImagePath('pool', networkName, address, placement), [
      poolData,
      config.brandName,
    ]),
    path: poolPagePath(fields.chain, address),
    name: `${poolData.token0Symbol}/${poolData.token1Symbol}`,
    networkName,
    address,
    poolData,
    ...(fields.market ? { market: fields.market } : {}),
  };
  return isValidPoolPreview(record) ? record : undefined;
}

/** The spec's rule: a pool preview is usable only with a title, an image and a url. */
export function isValidPoolPreview(
  record: Partial<PoolPreviewRecord> | undefined,
): record is PoolPreviewRecord {
  return Boolean(record?.title && record.imagePath && record.path);
}

export function poolPagePreview(record: PoolPreviewRecord): PagePreview {
  const { poolData } = record;
  return {
    title: record.title,
    description: poolDescription(
      {
        name: record.name,
        feeTier: poolData.feeTier,
        protocolVersion: poolData.protocolVersion,
        chainLabel: chainLabel(poolData.chain),
      },
      record.market,
      record.brandName,
    ),
    imagePath: record.imagePath,
    imageAlt: `${record.name} ${poolData.protocolVersion} pool on ${chainLabel(poolData.chain)}, fee ${poolData.feeTier}`,
    path: record.path,
  };
}

type PreviewTokenRef = FragmentOf<typeof PoolPreviewToken> | null;

function pickFields(
  pool: {
    feeTier?: number | null;
    isDynamicFee?: boolean | null;
    totalLiquidity?: { value: number } | null;
    volume24h?: { value: number } | null;
    token0: PreviewTokenRef;
    token1: PreviewTokenRef;
  },
  protocolVersion: ProtocolVersion,
): Omit<PoolFields, 'chain' | 'address'> {
  return {
    protocolVersion,
    feeTier: pool.feeTier,
    isDynamicFee: pool.isDynamicFee,
    token0: previewToken(pool.token0),
    token1: previewToken(pool.token1),
    market: { tvl: marketFact(pool.totalLiquidity?.value), volume24h: marketFact(pool.volume24h?.value) },
  };
}

function previewToken(token: PreviewTokenRef) {
  if (!token) return undefined;
  const fields = readFragment(PoolPreviewToken, token);
  return { symbol: fields.symbol, logoUrl: fields.project?.logoUrl };
}

function notFound(): undefined {
  return undefined;
}
