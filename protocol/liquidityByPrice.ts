import type { InitializedTick, PoolTicks, TickWindow } from './poolTicks.ts';

/** The liquidity active while the price is anywhere in `[tickLower, tickUpper)`. */
export interface LiquidityStep extends TickWindow {
  liquidity: bigint;
}

/** A pool's liquidity by price: steps between its initialized ticks, and where its price is. */
export interface LiquidityByPrice {
  currentTick: number;
  steps: LiquidityStep[];
}

/**
 * The active liquidity between consecutive initialized ticks, as the pool itself keeps it: starting
 * from the liquidity active at the current tick, going up each tick crossed adds its liquidityNet,
 * going down each one subtracts it. Starting from what the chain says is active (not from zero at the
 * lowest tick) keeps the steps near the price right even when only a window of ticks was read.
 */
export function liquidityByPrice({ tick, liquidity, ticks, window }: PoolTicks): LiquidityByPrice {
  const inside = ticks.filter((at) => at.tick > window.tickLower && at.tick < window.tickUpper);
  const edges: InitializedTick[] = [
    { tick: window.tickLower, liquidityNet: 0n },
    ...inside,
    { tick: window.tickUpper, liquidityNet: 0n },
  ];
  // The step holding the price: the last edge at or below it.
  const here = Math.max(
    0,
    edges.findLastIndex((edge, i) => edge.tick <= tick && i < edges.length - 1),
  );
  const steps: LiquidityStep[] = [];
  let active = liquidity;
  for (let i = here; i < edges.length - 1; i++) {
    if (i > here) active += (edges[i] as InitializedTick).liquidityNet;
    steps.push(step(edges, i, active));
  }
  active = liquidity;
  for (let i = here - 1; i >= 0; i--) {
    active -= (edges[i + 1] as InitializedTick).liquidityNet;
    steps.unshift(step(edges, i, active));
  }
  return { currentTick: tick, steps };
}

function step(edges: readonly InitializedTick[], i: number, liquidity: bigint): LiquidityStep {
  return {
    tickLower: (edges[i] as InitializedTick).tick,
    tickUpper: (edges[i + 1] as InitializedTick).tick,
    liquidity,
  };
}

/** The liquidity active at a tick, by the steps (`undefined` outside them). */
export function liquidityAt(steps: readonly LiquidityStep[], tick: number): bigint | undefined {
  return steps.find((at) => at.tickLower <= tick && tick < at.tickUpper)?.liquidity;
}
