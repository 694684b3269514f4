import type { ChainName } from './chains.ts';
import { DATASET_NOW } from './datasetClock.ts';
import type { NftAssetRecord } from './nftAssets.ts';
import { prngFor } from './prng.ts';
import type { TokenRecord } from './tokens.ts';

export interface TokenBalanceRecord {
  id: string;
  owner: string;
  token: TokenRecord;
  quantity: number;
  blockNumber: number;
  blockTimestamp: number;
}

export interface NftHoldingRecord {
  id: string;
  asset: NftAssetRecord;
  quantity: number;
  lastPriceEth: number;
}

export interface PortfolioSources {
  chains: readonly ChainName[];
  tokensOn(chain: ChainName): readonly TokenRecord[];
  usdPrice(token: TokenRecord): number;
}

/**
 * A wallet derived from its address: the same owner always holds the same tokens, mostly popular ones
 * on Ethereum and a few L2s, plus a dusting of spam airdrops and long-tail tokens.
 */
export function walletBalances(owner: string, sources: PortfolioSources): TokenBalanceRecord[] {
  const random = prngFor('wallet', owner);
  const balances = new Map<string, TokenBalanceRecord>();
  const count = random.int(6, 24);
  for (let i = 0; i < count; i++) {
    const chain = random.chance(0.5) ? 'ETHEREUM' : random.pick(sources.chains.slice(0, 8));
    const tokens = sources.tokensOn(chain);
    if (tokens.length === 0) continue;
    const longTail = random.chance(0.2);
    const index = longTail
      ? random.int(0, tokens.length - 1)
      : Math.min(tokens.length - 1, Math.floor(random.logBetween(1, 25)) - 1);
    const token = tokens[index];
    if (!token || balances.has(token.id)) continue;
    balances.set(token.id, {
      id: `TokenBalance:${owner}_${token.id}`,
      owner,
      token,
      // Sized by USD value so a wallet holds sensible amounts of both BTC and meme coins.
      quantity: random.logBetween(0.2, 40_000) / sources.usdPrice(token),
      blockNumber: 21_000_000 + random.int(0, 900_000),
      blockTimestamp: DATASET_NOW - random.int(60, 86_400 * 200),
    });
  }
  return [...balances.values()];
}

/**
 * The NFTs an address holds: exactly the assets whose owner it is (`owned`, an index of every asset the
 * dataset shows), so an NFT's page and its owner's portfolio always agree.
 */
export function walletNfts(owner: string, owned: readonly NftAssetRecord[]): NftHoldingRecord[] {
  const random = prngFor('wallet-nfts', owner);
  return owned.map((asset) => ({
    id: `NftBalance:${owner}_${asset.id}`,
    asset,
    quantity: asset.collection.standard === 'ERC1155' ? random.int(1, 5) : 1,
    lastPriceEth: asset.lastSaleEth,
  }));
}
