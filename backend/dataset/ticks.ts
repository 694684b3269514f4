import type { PoolRecord } from './pools.ts';
import { prngFor } from './prng.ts';

export interface TickRecord {
  id: string;
  tickIdx: number;
  liquidityGross: string;
  liquidityNet: string;
  price0: string;
  price1: string;
}

const TICKS_EACH_SIDE = 40;

/**
 * Initialized ticks around the pool's current price: positions open below and close above, so the
 * net liquidity sums to zero across the range as in a real pool.
 */
export function poolTicks(pool: PoolRecord, price0InToken1: number): TickRecord[] {
  const random = prngFor('ticks', pool.id);
  const rawPrice = price0InToken1 * 10 ** (pool.token1.decimals - pool.token0.decimals);
  const currentTick = Math.log(Math.max(rawPrice, 1e-30)) / Math.log(1.0001);
  const spacing = pool.tickSpacing;
  const center = Math.round(currentTick / spacing) * spacing;
  const ticks: TickRecord[] = [];
  for (let i = -TICKS_EACH_SIDE; i <= TICKS_EACH_SIDE; i++) {
    if (i !== 0 && !random.chance(0.7)) continue;
    const tickIdx = clampTick(center + i * spacing * random.int(1, 3));
    if (ticks.some((tick) => tick.tickIdx === tickIdx)) continue;
    const magnitude = BigInt(Math.round(random.logBetween(1e12, 1e18) / Math.max(1, Math.abs(i))));
    const net = i < 0 ? magnitude : -magnitude;
    const price0 = 1.0001 ** tickIdx / 10 ** (pool.token1.decimals - pool.token0.decimals);
    ticks.push({
      id: `Tick:${pool.id}_${tickIdx}`,
      tickIdx,
      liquidityGross: magnitude.toString(),
      liquidityNet: net.toString(),
      price0: price0.toPrecision(12),
      price1: (1 / price0).toPrecision(12),
    });
  }
  return ticks.sort((a, b) => a.tickIdx - b.tickIdx);
}

function clampTick(tick: number): number {
  return Math.max(-887272, Math.min(887272, tick));
}
