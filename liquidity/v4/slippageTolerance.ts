import { Percent } from '@uniswap/sdk-core';

const BPS = 10_000n;

/** The plans' slippage (basis points) as the SDKs take it. */
export function slippageTolerance(slippageBps: number): Percent {
  return new Percent(slippageBps, Number(BPS));
}
