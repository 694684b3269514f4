import { TickMath } from '@uniswap/v3-sdk';

const Q96 = 2n ** 96n;

export interface TokenAmounts {
  amount0: bigint;
  amount1: bigint;
}

/**
 * The tokens a concentrated-liquidity position holds at a price, by the protocol's own formulas
 * (SqrtPriceMath, rounded down): below its range it is all token0, above it all token1, inside it
 * token0 from the price up and token1 from the price down. V4 events carry liquidity, not amounts.
 */
export function positionAmounts(
  liquidity: bigint,
  tickLower: number,
  tickUpper: number,
  sqrtPriceX96: bigint,
): TokenAmounts {
  const lower = sqrtPriceAtTick(tickLower);
  const upper = sqrtPriceAtTick(tickUpper);
  const price = sqrtPriceX96 < lower ? lower : sqrtPriceX96 > upper ? upper : sqrtPriceX96;
  return {
    amount0: price < upper ? (liquidity * Q96 * (upper - price)) / upper / price : 0n,
    amount1: price > lower ? (liquidity * (price - lower)) / Q96 : 0n,
  };
}

function sqrtPriceAtTick(tick: number): bigint {
  return BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
}
