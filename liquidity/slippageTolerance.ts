import { Percent } from '@uniswap/sdk-core';

const BPS = 10_000n;

/** The plans' slippage (basis points) as the SDKs take it. */
export function slippageTolerance(slippageBps: number): Percent {
  return new Percent(slippageBps, Number(BPS));
}

/** The least an amount may come to within slippage (V2, whose SDK computes no minimums). */
export function minimumWithinSlippage(amount: bigint, slippageBps: number): bigint {
  return (amount * (BPS - BigInt(slippageBps))) / BPS;
}
