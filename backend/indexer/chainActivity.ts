import type { Address } from 'viem';
import type { TokenLaunchPhase } from '../../protocol/tokenLaunchPhase.ts';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { TransactionPage } from '../dataset/latestTransactions.ts';
import type { PoolRecord } from '../dataset/pools.ts';
import type { PoolTransactionRecord } from '../dataset/poolTransactions.ts';
import type { PositionRef } from './positionIndex.ts';
import type { ChainPosition } from './positionReads.ts';
import type { ChainProposal } from './proposalReads.ts';

/**
 * What a pool holds on the chain now. Read from the pool's own state, never from the dataset: V2 from
 * `getReserves`, V3 from `slot0` and the pool's token balances, V4 from StateView's `getSlot0` and the
 * positions its ModifyLiquidity events opened (V4 keeps every pool's tokens in one PoolManager, so a
 * pool has no balance of its own: its amounts are its positions' amounts at the current price).
 */
export interface ChainPoolState {
  /** Whole token1 per whole token0. */
  token0Price: number;
  /** In the tokens' smallest units. */
  token0Locked: bigint;
  token1Locked: bigint;
}

/** The Data API's view of the indexed chain; resolvers merge it with the generated market. */
export interface ChainActivity {
  /** Changes with every indexed row or pool state, so answers cached under an older value are stale. */
  readonly version: number;
  /**
   * Indexed transactions of the pools `inScope` accepts, newest first, strictly older than the page's
   * cursor, at most `first`. Not cut at the page's instant: a block the indexer has seen has happened,
   * even when the node's block clock runs a little ahead of this process's.
   */
  transactions(inScope: (pool: PoolRecord) => boolean, page: TransactionPage): PoolTransactionRecord[];
  /** The pool's state on the chain, or undefined when the chain has no such pool (or no chain is indexed). */
  poolState(pool: PoolRecord): ChainPoolState | undefined;
  /** An account's activities on the chain (lower-case address), newest first; empty for an unknown one. */
  accountActivities(owner: string): readonly AssetActivityRecord[];
  /**
   * The account's balances on the chain now, read from the node: ETH and every dataset token it has
   * moved. Undefined for an account without activity on the chain (its portfolio is the dataset's).
   */
  accountBalances(owner: string): Promise<readonly AccountBalance[]> | undefined;
  /** Calls `listener` with each new activity of these accounts as its block is indexed; returns the stop. */
  watchAccounts(owners: readonly string[], listener: (activity: AssetActivityRecord) => void): () => void;
  /**
   * The liquidity positions an account (lower-case address) holds, as the index of the position
   * contracts' events lists them, each read live from the chain at one block.
   */
  positionsOf(owner: string): Promise<readonly ChainPosition[]>;
  /** One position read live; a V2 one is `owner`'s share of the pair. Undefined when no one holds it. */
  position(ref: PositionRef, owner?: string): Promise<ChainPosition | undefined>;
  /**
   * A V3 or V4 position NFT's picture at a block (its `tokenURI`'s SVG data URL, bounded); null when it
   * has none the app accepts (and for V2).
   */
  positionImage(ref: PositionRef, blockNumber: bigint): Promise<string | null>;
  /** The governors' proposals, newest first, each with its state and tallies read live. */
  proposals(): Promise<readonly ChainProposal[]>;
  /** One proposal read live; undefined when the governor has none of that id. */
  proposal(governorIndex: number, id: bigint): Promise<ChainProposal | undefined>;
  /** A launch auction's phase on the chain's clock now; undefined when no auction answers there. */
  tokenLaunchPhase(auction: Address): Promise<TokenLaunchPhase | undefined>;
}

export interface AccountBalance {
  /** Null for ETH. */
  token: string | null;
  /** In the token's smallest unit. */
  amount: bigint;
  blockNumber: bigint;
  /** Unix seconds of that block. */
  blockTimestamp: number;
}

/** The Data API without a chain: nothing indexed, nothing connected; answers are the dataset's alone. */
export const NO_CHAIN: ChainActivity = {
  version: 0,
  transactions: () => [],
  poolState: () => undefined,
  accountActivities: () => [],
  accountBalances: () => undefined,
  watchAccounts: () => () => {},
  positionsOf: async () => [],
  position: async () => undefined,
  positionImage: async () => null,
  proposals: async () => [],
  proposal: async () => undefined,
  tokenLaunchPhase: async () => undefined,
};
