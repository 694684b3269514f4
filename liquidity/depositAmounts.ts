import { FeeAmount, Pool, Position } from '@uniswap/v3-sdk';
import { zeroAddress } from 'viem';
import { LiquidityError } from './liquidityError.ts';
import type { PoolAmounts } from './planSettings.ts';
import { rangeStatus, type TickRange } from './priceRange.ts';
import { sdkPoolToken } from './sdkPoolToken.ts';

/** A pool's current price as the chain reports it (V3 slot0, V4 StateView's getSlot0). */
export interface PoolPrice {
  sqrtPriceX96: bigint;
  tick: number;
}

/** Which amounts a deposit into a range takes at the current price: one side only outside the range. */
export type DepositSides = 'both' | 'token0' | 'token1';

export function depositSides(price: PoolPrice, range: TickRange): DepositSides {
  const status = rangeStatus(price.tick, range);
  if (status === 'below') return 'token0';
  return status === 'above' ? 'token1' : 'both';
}

/**
 * Both amounts of a deposit from the one the person typed, for a range at the current price (V3 and
 * V4 share the math): the other side is what the same liquidity takes of it, rounded up as the pool
 * rounds. Outside the range the other side is zero, and typing it is refused.
 */
export function depositAmounts(
  price: PoolPrice,
  range: TickRange,
  typed: { amount0: bigint } | { amount1: bigint },
): PoolAmounts {
  const sides = depositSides(price, range);
  const typedSide = 'amount0' in typed ? 'token0' : 'token1';
  if (sides !== 'both' && sides !== typedSide)
    throw new LiquidityError(
      'invalid-range',
      `At the current price this range holds only ${sides}: enter the ${sides} amount instead.`,
    );
  if (sides !== 'both')
    return 'amount0' in typed
      ? { amount0: typed.amount0, amount1: 0n }
      : { amount0: 0n, amount1: typed.amount1 };
  const pool = mathPool(price);
  const position =
    'amount0' in typed
      ? Position.fromAmount0({ pool, ...range, amount0: typed.amount0.toString(), useFullPrecision: false })
      : Position.fromAmount1({ pool, ...range, amount1: typed.amount1.toString() });
  const { amount0, amount1 } = position.mintAmounts;
  return 'amount0' in typed
    ? { amount0: typed.amount0, amount1: BigInt(amount1.toString()) }
    : { amount0: BigInt(amount0.toString()), amount1: typed.amount1 };
}

/** The amounts' math depends on the price and the range only: any two tokens stand in, at the fee whose tick spacing (1) fits every range. */
function mathPool({ sqrtPriceX96, tick }: PoolPrice): Pool {
  return new Pool(
    sdkPoolToken(zeroAddress),
    sdkPoolToken('0x0000000000000000000000000000000000000001'),
    FeeAmount.LOWEST,
    sqrtPriceX96.toString(),
    0,
    tick,
  );
}
