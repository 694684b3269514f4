import type { Address } from 'viem';
import type { LiquidityPlan, LiquidityPool } from './liquidityPlan.ts';
import type { PlanSettings, PoolAmounts } from './planSettings.ts';
import type { TickRange } from './priceRange.ts';

/**
 * What the pages ask of a position NFT's plans, the same for V3 and V4 (each version's folder plans
 * it its own way): create, add to, take out of, and collect the fees of a position.
 */
export interface CreatePositionRequest extends PlanSettings, TickRange, PoolAmounts {
  /** The pool: its two currencies (sorted; the zero address is ETH, V4 only), fee, tick spacing and hooks. */
  pool: LiquidityPool;
  /**
   * For a pool that does not exist yet: its starting price, √(currency1/currency0) · 2^96 in base
   * units (tickPrice.ts `sqrtPriceAtPrice`). Ignored when the pool already has a price.
   */
  startingSqrtPriceX96?: bigint;
  /** V3: pay the WETH side in ETH, the manager wraps it and refunds the rest. A V4 pool is paid in its own currencies. */
  payWithEth?: boolean;
}

/** More liquidity into a position, in its own range: `amount0`/`amount1` are the most of each to add. */
export interface IncreaseLiquidityRequest extends PlanSettings, PoolAmounts {
  tokenId: bigint;
  /** V3: pay the WETH side in ETH, the manager wraps it and refunds the rest. A V4 pool is paid in its own currencies. */
  payWithEth?: boolean;
}

export interface RemoveLiquidityRequest extends PlanSettings {
  tokenId: bigint;
  /** How much of the position's liquidity to take out, in percent: above 0, at most 100 (two decimals). */
  percent: number;
  /**
   * The ETH or WETH side as ETH (true) or as WETH (false). Unset, V3 pays WETH and V4 pays as the
   * pool holds it (mostly ETH itself); pools without either ignore it.
   */
  receiveEth?: boolean;
}

export interface RemoveLiquidityPlan extends LiquidityPlan {
  /** The liquidity taken out. */
  liquidity: bigint;
  /** The uncollected fees the same call pays out (part of `expected`). */
  fees: PoolAmounts;
  /** The least of each currency the decrease may give before it reverts: the price moved past the slippage. */
  minimums: PoolAmounts;
  /** Whether the call burns the NFT: at 100 %, the emptied position is closed. */
  burns: boolean;
}

/** A collect moves no price, so it takes no slippage (V4 adds the deadline its call takes). */
export interface CollectFeesRequest {
  owner: Address;
  tokenId: bigint;
  /**
   * The ETH or WETH side as ETH (true) or as WETH (false). Unset, V3 pays WETH and V4 pays as the
   * pool holds it (mostly ETH itself); pools without either ignore it.
   */
  receiveEth?: boolean;
}
