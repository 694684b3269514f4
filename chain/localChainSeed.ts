import type { Address } from 'viem';
import type { TokenLaunchKey } from '../protocol/tokenLaunchContracts.ts';

/**
 * What the local chain is seeded with, handed in by whoever starts it: the Data API's dataset
 * (`backend/dataset/localChainMarket.ts`), so an explore page's pool is the very pool a swap trades
 * against. chain/ knows only these shapes, never the dataset itself.
 */
export interface LocalChainSeed<Token extends SeedToken = SeedToken> {
  /** Every ERC-20 to deploy at its mainnet address, so any token the app can show has a contract. */
  listedTokens: readonly Token[];
  /** The tokens funded to the dev account (and by the faucet). */
  tokens: readonly Token[];
  /** The pools to create and fill, each at its price with its TVL. */
  pools: readonly SeedPool<Token>[];
  /** A token's price in USD: what the pools' prices and the dev account's funds are derived from. */
  usdPrice(token: Token): number;
  /** The token launches, each with its auction (none when left out). */
  tokenLaunches?: readonly SeedTokenLaunch[];
}

export interface SeedToken {
  /** Its mainnet address; null for the native currency. */
  address: string | null;
  name: string | null;
  symbol: string | null;
  decimals: number;
}

export interface SeedPool<Token extends SeedToken = SeedToken> {
  id: string;
  version: 'V2' | 'V3' | 'V4';
  /** V2 pair or V3 pool address, V4 pool id. */
  address: string;
  token0: Token;
  token1: Token;
  /** In hundredths of a basis point; V2's is V2's one fee. */
  feeTier: number;
  tickSpacing: number;
  /** A V4 pool's hook contract (one the chain runs: `PROTOCOL_ADDRESSES.v4TestHook`); null for none. */
  hook: string | null;
  tvlUsd: number;
  /** The share of the TVL held in token0 (V3 and V4; a V2 pair holds half of each). */
  token0Share: number;
}

/**
 * A token launch the chain holds: its token, minted whole to the launch deployer, and the auction
 * selling part of it (chain/launchAuctions/*.sol) at the addresses `protocol/tokenLaunchContracts.ts`
 * fixes for its key, with the bids it starts with.
 */
export interface SeedTokenLaunch {
  key: TokenLaunchKey;
  name: string;
  symbol: string;
  /** In base units (18 decimals): every token there will be. */
  totalSupply: bigint;
  /** In base units: the part the auction sells. */
  auctionSupply: bigint;
  /** Wei per whole token. */
  floorPrice: bigint;
  /**
   * When the auction opens and closes, in seconds from the chain's start (negative: before it). The
   * chain runs on the wall clock, so a launch is live, over or to come whenever it starts.
   */
  opensAt: number;
  closesAt: number;
  /** Placed during set-up, half a minute apart, while the auction is open. */
  bids: readonly SeedBid[];
}

export interface SeedBid {
  bidder: Address;
  /** Wei. */
  budget: bigint;
  /** Wei per whole token. */
  maxPrice: bigint;
}
