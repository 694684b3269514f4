import { Percent } from '@uniswap/sdk-core';
import type { Address } from 'viem';

/** What every V4 plan is given besides its own inputs: who signs, how far the price may move, until when. */
export interface PlanCommonInput {
  /** The wallet that signs, receives the position or the tokens, and owns the position it changes. */
  owner: Address;
  /** How far the price may move between review and inclusion, in basis points (50 = 0.5%). */
  slippageBps: number;
  /** Unix seconds after which the position call reverts. */
  deadline: bigint;
}

/** The SDK's form of a slippage in basis points. */
export function slippageTolerance(slippageBps: number): Percent {
  return new Percent(slippageBps, 10_000);
}
