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

/** The SDK's pair of amounts (JSBI, as `burnAmountsWithSlippage` and `mintAmounts` give them) in base units. */
export function poolAmounts(amounts: {
  amount0: { toString(): string };
  amount1: { toString(): string };
}): PoolAmounts {
  return { amount0: BigInt(amounts.amount0.toString()), amount1: BigInt(amounts.amount1.toString()) };
}
