import {
  type Chain,
  chainFromUrlName,
  chainInfoOf,
  isNativeAddress,
  NATIVE_ADDRESS,
  tokenQueryAddress,
} from '../data/chains.ts';
import type { DataApiClient } from '../data/client.ts';
import { TokenPreviewQuery } from '../data/operations/tokenPreview.ts';
import { tokenName, tokenSymbol } from '../data/tokenLabels.ts';
import { marketFact, type TokenMarketFacts, tokenDescription } from './marketDescriptions.ts';
import { tokenPagePath } from './pagePaths.ts';
import type { PagePreview } from './pagePreview.ts';
import type { PreviewConfig } from './previewConfig.ts';
import { type ImagePlacement, previewImagePath, versionedImagePath } from './previewImagePath.ts';
import { tokenPreviewTitle } from './previewTitles.ts';

/** What a token card draws; also the input of its content hash. */
export interface TokenCardData {
  chain: Chain;
  symbol: string;
  name: string;
  /** The project logo URL (`ogImage` in the spec); drawn only when it is PNG or JPEG. */
  logoUrl: string | undefined;
}

/** One token's preview: the same object at build (written beside the PNG) and at the edge. */
export interface TokenPreviewRecord {
  kind: 'token';
  title: string;
  brandName: string;
  imagePath: string;
  /** Canonical page path. */
  path: string;
  networkName: string;
  address: string;
  tokenData: TokenCardData;
  /** For the page's description; not drawn, so not part of the image version. */
  market?: TokenMarketFacts;
}

export interface TokenFields {
  chain: Chain;
  address: string;
  symbol: string | null | undefined;
  name: string | null | undefined;
  logoUrl: string | null | undefined;
  market?: TokenMarketFacts;
}

/**
 * Asks the Data API for a token's preview. `undefined` means "Token not found": no token, or one
 * without both a symbol and a name (the spec's validity rule).
 */
export async function lookupTokenPreview(
  client: DataApiClient,
  networkName: string,
  address: string,
  config: PreviewConfig,
  placement: ImagePlacement,
): Promise<TokenPreviewRecord | undefined> {
  const chain = chainFromUrlName(networkName)?.chain;
  if (!chain) return undefined;
  const data = await client.request(
    TokenPreviewQuery,
    { chain, address: tokenQueryAddress(chain, address) ?? null },
    { method: 'GET' },
  );
  const token = data.token;
  if (!token) return undefined;
  return tokenPreviewRecord(
    {
      chain,
      address,
      symbol: token.symbol,
      name: token.name,
      logoUrl: token.project?.logoUrl,
      market: {
        price: marketFact(token.market?.price?.value),
        volume24h: marketFact(token.market?.volume24h?.value),
        fdv: marketFact(token.market?.fullyDilutedValuation?.value),
      },
    },
    config,
    placement,
  );
}

/** Builds the record from token fields a page already holds, so prerendered pages need no extra query. */
export function tokenPreviewRecord(
  fields: TokenFields,
  config: Pick<PreviewConfig, 'brandName'>,
  placement: ImagePlacement,
): TokenPreviewRecord | undefined {
  if (!fields.symbol || !fields.name) return undefined;
  const networkName = fields.chain.toLowerCase();
  const address = isNativeAddress(fields.address) ? NATIVE_ADDRESS : fields.address.toLowerCase();
  const tokenData: TokenCardData = {
    chain: fields.chain,
    symbol: tokenSymbol(fields),
    name: tokenName(fields),
    logoUrl: fields.logoUrl || undefined,
  };
  return {
    kind: 'token',
    title: tokenPreviewTitle(fields.symbol, fields.name, config.brandName),
    brandName: config.brandName,
    imagePath: versionedImagePath(previewImagePath('token', networkName, address, placement), [
      tokenData,
      config.brandName,
    ]),
    path: tokenPagePath(fields.chain, address),
    networkName,
    address,
    tokenData,
    ...(fields.market ? { market: fields.market } : {}),
  };
}

export function tokenPagePreview(record: TokenPreviewRecord): PagePreview {
  const { name, symbol, chain } = record.tokenData;
  return {
    title: record.title,
    description: tokenDescription(
      { name, symbol, chainLabel: chainLabel(chain) },
      record.market,
      record.brandName,
    ),
    imagePath: record.imagePath,
    imageAlt: `${record.tokenData.name} (${record.tokenData.symbol}) on ${chainLabel(record.tokenData.chain)}`,
    path: record.path,
  };
}

export function chainLabel(chain: Chain): string {
  return chainInfoOf(chain)?.label ?? chain;
}
