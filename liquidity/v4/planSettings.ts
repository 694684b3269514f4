import type { Address } from 'viem';

/** What every plan of every version is given besides its own inputs: whose, how much slippage, until when. */
export interface PlanSettings {
  /** The account that signs, pays and receives (and owns the position). */
  owner: Address;
  /** How far the price may move between review and inclusion, in basis points (50 = 0.5 %). */
  slippageBps: number;
  /** Unix seconds after which the position call reverts instead of executing at a stale price. */
  deadline: bigint;
}

/** An amount of each of a pool's two currencies, in base units, in the pool's order. */
export interface PoolAmounts {
  amount0: bigint;
  amount1: bigint;
}
