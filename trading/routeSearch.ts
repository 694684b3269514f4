import { type Address, getAddress } from 'viem';
import {
  type ConcentratedPool,
  concentratedAmountIn,
  concentratedAmountOut,
  concentratedTicksCrossed,
} from './concentratedSwap.ts';
import { v2AmountOut } from './routeQuoteCall.ts';
import type { RoutingPool, V2RoutingPool, V3RoutingPool, V4RoutingPool } from './routingPools.ts';
import { poolTickSpacing } from './routingPoolTicks.ts';
import { assetKey, sameAddress } from './swapCurrency.ts';
import type { SwapRoute } from './swapRoutes.ts';

/** The most pools one route goes through, and the most routes one split uses (as the router's defaults). */
export const MAX_ROUTE_POOLS = 3;
export const MAX_SPLIT_ROUTES = 7;
/** A split moves the amount in steps of this many percent. */
export const SPLIT_STEP_PERCENT = 5;
export const SPLIT_STEPS = 100 / SPLIT_STEP_PERCENT;
/** Per pair and version, only the deepest pools start a route: a shallow pool beside a deep one of the same fee never wins. */
const POOLS_PER_PAIR = 3;
/** Partial splits kept per percent filled while the search widens (a beam). */
const BEAM = 6;

const Q96 = 2n ** 96n;

/** The pool's currency that is this asset (as the pool names it), or nothing. */
function poolSide(pool: RoutingPool, asset: string, weth: Address): 0 | 1 | undefined {
  if (assetKey(pool.token0, weth) === asset) return 0;
  if (assetKey(pool.token1, weth) === asset) return 1;
  return undefined;
}

/**
 * Whether the Universal Router can run this sequence of pools in one route and we can quote it in one
 * batch: one protocol version throughout, or (exact input only) V2 pools around one run of V3 or V4
 * pools, whose quote the quoter gives while the V2 steps are reckoned from their reserves.
 */
export function isQuotableRoute(pools: readonly RoutingPool[], exactIn: boolean): boolean {
  const versions = new Set(pools.map((pool) => pool.version));
  if (versions.size <= 1) return true;
  if (!exactIn) return false;
  const concentrated = pools.map((pool) => pool.version !== 'V2');
  const runs = concentrated.filter((on, index) => on && !concentrated[index - 1]).length;
  return versions.size === 2 && versions.has('V2') && runs === 1;
}

/**
 * Every route of at most `MAX_ROUTE_POOLS` pools from input to output through any of the pools read
 * (so through any token they connect, not a fixed list of hops), never visiting an asset twice.
 * `from` and `to` are named as the trade names them (zero address or WETH for ETH); `weth` is the
 * chain's WETH9, which V2 and V3 pools hold for ETH.
 */
export function searchRoutes(
  from: Address,
  to: Address,
  pools: readonly RoutingPool[],
  exactIn: boolean,
  weth: Address,
): SwapRoute[] {
  const deepest = deepestPools(pools, weth);
  const start = assetKey(from, weth);
  const end = assetKey(to, weth);
  if (start === end) return [];
  const routes: SwapRoute[] = [];
  const walk = (at: string, visited: string[], taken: RoutingPool[]) => {
    for (const pool of deepest) {
      const side = poolSide(pool, at, weth);
      if (side === undefined || taken.includes(pool)) continue;
      const next = assetKey(side === 0 ? pool.token1 : pool.token0, weth);
      if (visited.includes(next)) continue;
      const chain = [...taken, pool];
      // Quotable routes are closed under prefixes: a prefix that is not quotable never becomes one.
      if (!isQuotableRoute(chain, exactIn)) continue;
      if (next === end) routes.push(routeThrough(chain, from, weth));
      else if (chain.length < MAX_ROUTE_POOLS) walk(next, [...visited, next], chain);
    }
  };
  walk(start, [start], []);
  return routes;
}

/** The route's path, each currency named as the pool it enters (or, last, as the trade names the output). */
function routeThrough(pools: readonly RoutingPool[], from: Address, weth: Address): SwapRoute {
  const path: Address[] = [];
  let asset = assetKey(from, weth);
  for (const pool of pools) {
    const side = poolSide(pool, asset, weth) as 0 | 1;
    path.push(side === 0 ? pool.token0 : pool.token1);
    asset = assetKey(side === 0 ? pool.token1 : pool.token0, weth);
  }
  const last = pools[pools.length - 1] as RoutingPool;
  const outSide = poolSide(last, asset, weth) as 0 | 1;
  path.push(outSide === 0 ? last.token0 : last.token1);
  for (const [index, address] of path.entries()) path[index] = getAddress(address);
  const versions = new Set(pools.map((pool) => pool.version));
  const version = versions.size === 1 ? (pools[0] as RoutingPool).version : 'MIXED';
  return { version, path, pools };
}

/** Per pair of assets and protocol version, the `POOLS_PER_PAIR` deepest pools: the ones a route may use. */
export function deepestPools(pools: readonly RoutingPool[], weth: Address): RoutingPool[] {
  const groups = new Map<string, RoutingPool[]>();
  for (const pool of pools) {
    const key = `${pool.version}:${[assetKey(pool.token0, weth), assetKey(pool.token1, weth)].sort().join(':')}`;
    groups.set(key, [...(groups.get(key) ?? []), pool]);
  }
  return [...groups.values()].flatMap((group) =>
    group
      .sort((a, b) => (depth0(b) > depth0(a) ? 1 : depth0(b) < depth0(a) ? -1 : 0))
      .slice(0, POOLS_PER_PAIR),
  );
}

/** How much token0 the pool holds, really (V2) or virtually at its price (V3, V4): its depth on one side. */
function depth0(pool: RoutingPool): bigint {
  return pool.version === 'V2' ? pool.reserve0 : (pool.liquidity * Q96) / pool.sqrtPriceX96;
}

/**
 * A route's output for an input, estimated from the pools' state without the chain: V2 by its own
 * formula, V3 and V4 by walking their initialized ticks as the pool's swap does (exact for the ticks
 * read; past them the liquidity is taken to carry on). The quoters price the routes it selects.
 */
export function estimateRouteOut(route: SwapRoute, amountIn: bigint): bigint {
  let amount = amountIn;
  const fromToken0 = directions(route);
  route.pools.forEach((pool, index) => {
    const entering = route.path[index] as Address;
    if (pool.version === 'V2') {
      amount = v2AmountOut(pool, entering, amount);
      return;
    }
    const zeroForOne = fromToken0[index] as boolean;
    amount = remembered(pool, zeroForOne ? 'out0' : 'out1', amount, () =>
      concentratedAmountOut(concentrated(pool), zeroForOne, amount),
    ) as bigint;
  });
  return amount;
}

/**
 * The input a route needs for an output, estimated as `estimateRouteOut` estimates (walking back from
 * the output); nothing when a pool could not pay that much out at all.
 */
export function estimateRouteIn(route: SwapRoute, amountOut: bigint): bigint | undefined {
  let amount: bigint | undefined = amountOut;
  for (let index = route.pools.length - 1; index >= 0 && amount !== undefined; index--) {
    const pool = route.pools[index] as RoutingPool;
    const entering = route.path[index] as Address;
    const wanted: bigint = amount;
    if (pool.version === 'V2') amount = v2AmountIn(pool, entering, wanted);
    else {
      const zeroForOne = directions(route)[index] as boolean;
      amount = remembered(pool, zeroForOne ? 'in0' : 'in1', wanted, () =>
        concentratedAmountIn(concentrated(pool), zeroForOne, wanted),
      );
    }
  }
  return amount;
}

/**
 * How many initialized ticks a route's V3 and V4 pools cross for a slice (by the same walk as the
 * estimates): a crossing costs gas the pools' table figure leaves out.
 */
export function routeTicksCrossed(route: SwapRoute, amount: bigint, exactIn: boolean): TicksCrossed {
  const crossed: TicksCrossed = { V3: 0, V4: 0 };
  const order = route.pools.map((_, index) => index);
  let flowing: bigint | undefined = amount;
  for (const index of exactIn ? order : order.reverse()) {
    if (flowing === undefined) break;
    const pool = route.pools[index] as RoutingPool;
    const entering = route.path[index] as Address;
    const hop: SwapRoute = {
      version: pool.version,
      path: [entering, route.path[index + 1] as Address],
      pools: [pool],
    };
    if (pool.version !== 'V2')
      crossed[pool.version] += concentratedTicksCrossed(
        concentrated(pool),
        sameAddress(pool.token0, entering),
        flowing,
        exactIn,
      );
    flowing = exactIn ? estimateRouteOut(hop, flowing) : estimateRouteIn(hop, flowing);
  }
  return crossed;
}

export type TicksCrossed = Record<'V3' | 'V4', number>;

/** Per route, whether each pool is entered by its token0: asked for every estimate, known once. */
const routeDirections = new WeakMap<SwapRoute, boolean[]>();

function directions(route: SwapRoute): boolean[] {
  let known = routeDirections.get(route);
  if (!known) {
    known = route.pools.map((pool, index) => sameAddress(pool.token0, route.path[index] as Address));
    routeDirections.set(route, known);
  }
  return known;
}

/** V2's getAmountIn (0.3 % fee, rounded up); nothing when the pair does not hold that much. */
function v2AmountIn(pool: V2RoutingPool, entering: Address, amountOut: bigint): bigint | undefined {
  const fromToken0 = sameAddress(pool.token0, entering);
  const [reserveIn, reserveOut] = fromToken0
    ? [pool.reserve0, pool.reserve1]
    : [pool.reserve1, pool.reserve0];
  if (amountOut >= reserveOut) return undefined;
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n;
}

/** The pool as the tick walk reads it, made once per pool state. */
const walkedPools = new WeakMap<RoutingPool, ConcentratedPool>();

function concentrated(pool: V3RoutingPool | V4RoutingPool): ConcentratedPool {
  let walked = walkedPools.get(pool);
  if (!walked) {
    walked = { ...pool, tickSpacing: poolTickSpacing(pool), ticks: pool.ticks ?? [] };
    walkedPools.set(pool, walked);
  }
  return walked;
}

/**
 * Estimates per pool, direction and amount: the search asks the same first pools for the same
 * shares of the amount across many routes, and a pool's state object lives for one block.
 */
const estimates = new WeakMap<RoutingPool, Record<string, Map<bigint, bigint | undefined>>>();

function remembered(
  pool: RoutingPool,
  kind: 'out0' | 'out1' | 'in0' | 'in1',
  amount: bigint,
  estimate: () => bigint | undefined,
): bigint | undefined {
  let byKind = estimates.get(pool);
  if (!byKind) {
    byKind = {};
    estimates.set(pool, byKind);
  }
  const known = byKind[kind] ?? new Map<bigint, bigint | undefined>();
  byKind[kind] = known;
  if (known.has(amount)) return known.get(amount);
  const value = estimate();
  known.set(amount, value);
  return value;
}

/**
 * What one ETH is worth in a token, in raw units per wei, from the pools read: what 1 ETH would fetch
 * through the best route of them (the network cost is paid in ETH and counted in the trade's token).
 * Nothing when no pool connects the token to ETH.
 */
export function tokenPerWei(
  pools: readonly RoutingPool[],
  token: Address | null,
  weth: Address,
): { numerator: bigint; denominator: bigint } | undefined {
  const oneEth = 10n ** 18n;
  if (token === null || assetKey(token, weth) === weth.toLowerCase())
    return { numerator: 1n, denominator: 1n };
  let best = 0n;
  for (const route of searchRoutes(weth, token, pools, true, weth)) {
    const out = estimateRouteOut(route, oneEth);
    if (out > best) best = out;
  }
  return best === 0n ? undefined : { numerator: best, denominator: oneEth };
}

/** One route's share of a split, in percent steps, with what it gives net of its gas (in the output token). */
export interface SplitPart {
  route: number;
  percent: number;
  out: bigint;
  net: bigint;
}

/**
 * The best split of an amount across routes: at most `maxRoutes` routes whose shares sum to 100 %,
 * no two sharing a pool (their quotes would not add up), all starting and ending in the same currency
 * as their pools name it, ranked by what they give together net of
 * their gas. `net[r][s]` is route r's net output for (s + 1) steps of the amount. A beam search over
 * percent filled, as the router's own.
 */
export function bestSplit(
  routes: readonly SwapRoute[],
  net: readonly (readonly bigint[])[],
  maxRoutes: number = MAX_SPLIT_ROUTES,
): SplitPart[] | undefined {
  type Partial = { parts: SplitPart[]; filled: number; total: bigint; pools: ReadonlySet<RoutingPool> };
  // A step from a kept partial, made into a partial only if it stays in the beam.
  type Step = { from: Partial; route: number; steps: number; total: bigint };
  const grow = ({ from, route, steps, total }: Step): Partial => ({
    parts: [...from.parts, { route, percent: steps * SPLIT_STEP_PERCENT, out: 0n, net: total - from.total }],
    filled: from.filled + steps,
    total,
    pools: new Set([...from.pools, ...(routes[route] as SwapRoute).pools]),
  });
  // Where each route starts and ends, as its pools name the currencies.
  const ends = routes.map((route) => `${route.path[0]}>${route.path.at(-1)}`.toLowerCase());
  let frontier: Partial[] = [{ parts: [], filled: 0, total: 0n, pools: new Set() }];
  let best: Step | undefined;
  for (let depth = 0; depth < maxRoutes && frontier.length > 0; depth++) {
    // Per percent filled, the best `BEAM` steps, highest first.
    const byFilled = new Map<number, Step[]>();
    for (const partial of frontier) {
      const after = partial.parts.at(-1)?.route ?? -1;
      const first = partial.parts[0] ? ends[partial.parts[0].route] : undefined;
      for (let r = after + 1; r < routes.length; r++) {
        const route = routes[r] as SwapRoute;
        if (route.pools.some((pool) => partial.pools.has(pool))) continue;
        // The Universal Router wraps or unwraps ETH once for a whole split: native-ETH V4 routes and
        // WETH routes do not mix.
        if (first !== undefined && first !== ends[r]) continue;
        const values = net[r] ?? [];
        for (let s = 1; s <= SPLIT_STEPS - partial.filled; s++) {
          const value = values[s - 1];
          if (value === undefined) continue;
          const step: Step = { from: partial, route: r, steps: s, total: partial.total + value };
          const filled = partial.filled + s;
          if (filled === SPLIT_STEPS) {
            if (!best || step.total > best.total) best = step;
            continue;
          }
          const kept = byFilled.get(filled) ?? [];
          if (kept.length === BEAM && (kept[BEAM - 1] as Step).total >= step.total) continue;
          let at = kept.length;
          while (at > 0 && (kept[at - 1] as Step).total < step.total) at--;
          kept.splice(at, 0, step);
          if (kept.length > BEAM) kept.pop();
          byFilled.set(filled, kept);
        }
      }
    }
    frontier = [...byFilled.values()].flat().map(grow);
  }
  return best ? grow(best).parts : undefined;
}

/** The amount of `percent` % of `amount`; the last share takes the remainder, so the parts sum exactly. */
export function sliceAmounts(amount: bigint, percents: readonly number[]): bigint[] {
  let left = amount;
  return percents.map((percent, index) => {
    const part = index === percents.length - 1 ? left : (amount * BigInt(percent)) / 100n;
    left -= part;
    return part;
  });
}
