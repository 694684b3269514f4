import { Token } from '@uniswap/sdk-core';
import { Pool, Position } from '@uniswap/v4-sdk';
import type { Address } from 'viem';
import { LOCAL_CHAIN_ID } from '../../../protocol/protocolAddresses.ts';
import type { RangePair, TickRange } from './positionRange.ts';

/** A pool's price as a deposit needs it: its sqrt price and the tick that price lies in. */
export interface PoolPrice {
  sqrtPriceX96: bigint;
  tick: number;
}

/** Which token a deposit takes: both inside the range, one only when the range lies wholly on one side. */
export interface DepositSides {
  token0: boolean;
  token1: boolean;
}

/** The sides a range takes at the pool's current price (as the pool contracts compare them). */
export function depositSides(price: PoolPrice, range: TickRange): DepositSides {
  return { token0: price.tick < range.tickUpper, token1: price.tick >= range.tickLower };
}

/** The largest amount the SDK's math is asked to consider for the side not typed. */
const UNLIMITED = (2n ** 128n - 1n).toString();

/**
 * Both amounts of a deposit from the one typed: the most liquidity the typed amount buys in the range,
 * and what that liquidity takes of the other token, rounded up as the pool takes it. Through the v4
 * SDK's `Position` (V3's math is the same); the typed side stays exactly as typed.
 */
export function depositAmounts(
  pair: RangePair & { fee: number; hooks: Address },
  price: PoolPrice,
  range: TickRange,
  typed: { token: 0 | 1; amount: bigint },
): { amount0: bigint; amount1: bigint; liquidity: bigint } {
  const sides = depositSides(price, range);
  if (typed.amount === 0n || !(typed.token === 0 ? sides.token0 : sides.token1))
    return { amount0: 0n, amount1: 0n, liquidity: 0n };
  const pool = new Pool(
    new Token(LOCAL_CHAIN_ID, pair.token0.address, pair.token0.decimals),
    new Token(LOCAL_CHAIN_ID, pair.token1.address, pair.token1.decimals),
    pair.fee,
    pair.tickSpacing,
    pair.hooks,
    price.sqrtPriceX96.toString(),
    '0',
    price.tick,
  );
  const position = Position.fromAmounts({
    pool,
    ...range,
    amount0: typed.token === 0 ? typed.amount.toString() : UNLIMITED,
    amount1: typed.token === 1 ? typed.amount.toString() : UNLIMITED,
    useFullPrecision: true,
  });
  const { amount0, amount1 } = position.mintAmounts;
  return {
    amount0: typed.token === 0 ? typed.amount : sides.token0 ? BigInt(amount0.toString()) : 0n,
    amount1: typed.token === 1 ? typed.amount : sides.token1 ? BigInt(amount1.toString()) : 0n,
    liquidity: BigInt(position.liquidity.toString()),
  };
}
