import type { ChainName } from './chains.ts';
import type { NftAssetRecord } from './nftAssets.ts';
import type { TokenRecord } from './tokens.ts';

/** Shaped as the schema's activity details and asset changes: `__typename` picks the union member. */
export type ActivityDetails = Record<string, unknown> & { __typename: string };
export type AssetChange = Record<string, unknown> & { __typename: string };

/** What a wallet's history is made from: the dataset's tokens, their prices and its NFTs. */
export interface ActivitySources {
  tokensOn(chain: ChainName): readonly TokenRecord[];
  usdPrice(token: TokenRecord): number;
  nftAssets(): readonly NftAssetRecord[];
}
