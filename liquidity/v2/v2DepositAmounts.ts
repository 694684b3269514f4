import { CurrencyAmount } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import type { LiquidityPool } from '../liquidityPlan.ts';
import type { PoolAmounts } from '../planSettings.ts';
import { sdkPoolToken } from '../sdkPoolToken.ts';
import type { V2PairState } from './v2PairState.ts';

/**
 * Both amounts of a deposit into an existing V2 pair from the one the person typed: the other side at
 * the pair's price (the router's own quote, rounded down), so the router takes all of both.
 */
export function v2DepositAmounts(
  pair: V2PairState,
  typed: { amount0: bigint } | { amount1: bigint },
): PoolAmounts {
  const sdkPair = v2SdkPair(pair.pool, pair);
  if ('amount0' in typed) {
    const quoted = sdkPair
      .priceOf(sdkPair.token0)
      .quote(CurrencyAmount.fromRawAmount(sdkPair.token0, typed.amount0.toString()));
    return { amount0: typed.amount0, amount1: BigInt(quoted.quotient.toString()) };
  }
  const quoted = sdkPair
    .priceOf(sdkPair.token1)
    .quote(CurrencyAmount.fromRawAmount(sdkPair.token1, typed.amount1.toString()));
  return { amount0: BigInt(quoted.quotient.toString()), amount1: typed.amount1 };
}

/** A V2 pair as the V2 SDK holds it, at its reserves (empty for a pair about to be created). */
export function v2SdkPair(pool: LiquidityPool, pair: V2PairState | undefined): Pair {
  return new Pair(
    CurrencyAmount.fromRawAmount(sdkPoolToken(pool.currency0), (pair?.reserve0 ?? 0n).toString()),
    CurrencyAmount.fromRawAmount(sdkPoolToken(pool.currency1), (pair?.reserve1 ?? 0n).toString()),
  );
}
