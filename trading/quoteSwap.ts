import type { PublicClient } from 'viem';
import { callBatch } from '../protocol/callBatch.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { MAX_TOKEN_DECIMALS } from '../protocol/tokenMetadata.ts';
import { perBlockPoolCache } from './perBlockPoolCache.ts';
import { priceImpactPpm, routeMidPrice } from './routePrice.ts';
import { type RouteQuote, routeQuoteCall, type TradeType } from './routeQuoteCall.ts';
import {
  bestSplit,
  deepestPools,
  estimateRouteIn,
  estimateRouteOut,
  routeTicksCrossed,
  SPLIT_STEP_PERCENT,
  SPLIT_STEPS,
  searchRoutes,
  sliceAmounts,
  tokenPerWei,
} from './routeSearch.ts';
import {
  type CurrencyPair,
  type LocatedPool,
  locateRoutingPools,
  type ProtocolVersion,
  poolIdentity,
  poolStateCalls,
  poolsWithState,
  type RoutingPool,
} from './routingPools.ts';
import { withPoolTicks } from './routingPoolTicks.ts';
import { type SwapTransferFees, settleTokenTransfers } from './settleTokenTransfers.ts';
import { isNative, isWrapPair, type SwapCurrency, sameCurrency, v4CurrencyAddress } from './swapCurrency.ts';
import { SWAP_OVERHEAD_GAS, sliceGas, WRAP_GAS } from './swapGas.ts';
import { type RouteSlice, routingPairs, type SwapRoute } from './swapRoutes.ts';
import { TradingError } from './tradingError.ts';

export type { TradeType } from './routeQuoteCall.ts';

export interface SwapRequest {
  input: SwapCurrency;
  output: SwapCurrency;
  tradeType: TradeType;
  /** The exact side: the input amount for exact input, the output amount for exact output (raw units). */
  amount: bigint;
}

/** A priced swap: what goes in and out, how, at what cost, and when it was asked. */
export interface SwapQuote extends SwapRequest {
  /** A pool swap through the Universal Router, or a plain WETH9 deposit / withdrawal. */
  kind: 'swap' | 'wrap' | 'unwrap';
  amountIn: bigint;
  amountOut: bigint;
  /** How the amount goes through the pools: one route, or a split over several (swaps only; none for a wrap). */
  slices: readonly RouteSlice[];
  /** Price impact in parts per million (swaps only). */
  priceImpactPpm: bigint | undefined;
  gasEstimate: bigint;
  gasPrice: bigint;
  /** Milliseconds since the epoch: a quote ages, and an old one is asked again before it is executed. */
  quotedAt: number;
  /** What the tokens take of their own transfers (fee-on-transfer), already out of `amountOut`. */
  transferFees: SwapTransferFees;
}

export interface QuoteOptions {
  now?: () => number;
  /** The protocol versions a route may use (a routing preference); all by default. */
  versions?: readonly ProtocolVersion[];
}

const ALL_VERSIONS: readonly ProtocolVersion[] = ['V2', 'V3', 'V4'];
/** Besides the best split, this many best single routes are quoted on chain: the split must beat them. */
const SINGLE_ROUTES_QUOTED = 3;
/** How many routes the split search weighs at each of these shares (steps of 5 %: 10 %, 25 %, 100 %). */
const SPLIT_SHORTLIST = 10;
const SHORTLIST_STEPS = [1, 4, SPLIT_STEPS - 1];

/**
 * The best on-chain quote for a swap, net of its network cost. Where the pools are is known (cached);
 * one batched eth_call reads their state; routes of up to three pools through any token they connect
 * (V2 steps mixed with V3 or V4 ones for exact input) are searched off chain, with splits of the amount
 * in 5 % steps over up to four routes; then one more batched eth_call has the protocol's own quoters
 * price the best split and the best single routes, and the one that gives the most (exact input) or
 * takes the least (exact output), after gas in the token it is counted in, is the quote.
 */
export async function quoteSwap(
  client: PublicClient,
  request: SwapRequest,
  { now = Date.now, versions = ALL_VERSIONS }: QuoteOptions = {},
): Promise<SwapQuote> {
  const { input, output, tradeType, amount } = request;
  if (amount <= 0n) throw new TradingError('no-amount', 'Enter an amount');
  if (sameCurrency(input, output)) throw new TradingError('no-route', 'Pick two different tokens');
  for (const currency of [input, output])
    if (currency.decimals > MAX_TOKEN_DECIMALS)
      throw new TradingError(
        'token-refused',
        `${currency.symbol} counts in ${currency.decimals} decimals: one whole token would be more than any balance can hold, so no amount of it can be shown or entered. It cannot be swapped here.`,
      );
  const protocol = protocolAddressesOf(client);
  if (isWrapPair(input, output, protocol.weth9)) {
    return {
      ...request,
      kind: isNative(input) ? 'wrap' : 'unwrap',
      amountIn: amount,
      amountOut: amount,
      slices: [],
      priceImpactPpm: undefined,
      gasEstimate: WRAP_GAS,
      gasPrice: await client.getGasPrice(),
      quotedAt: now(),
      transferFees: {},
    };
  }
  const [located, gasPrice, blockNumber] = await Promise.all([
    locatedPools(client, routingPairs(input, output, protocol), now()),
    client.getGasPrice(),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  const states = (await poolStatesAt(client, protocol, located, blockNumber)).filter((pool) =>
    versions.includes(pool.version),
  );
  const pools = await withPoolTicks(client, protocol, deepestPools(states, protocol.weth9), blockNumber);
  const exactIn = tradeType === 'exactIn';
  const routes = searchRoutes(
    v4CurrencyAddress(input),
    v4CurrencyAddress(output),
    pools,
    exactIn,
    protocol.weth9,
  );
  if (routes.length === 0)
    throw new TradingError('no-route', `No route between ${input.symbol} and ${output.symbol}`);
  // Gas is counted in the token the trader is told about: the output for exact input, else the input.
  const gasToken = tokenPerWei(pools, (exactIn ? output : input).address, protocol.weth9);
  const gasValue = (gas: bigint) =>
    gasToken ? (gas * gasPrice * gasToken.numerator) / gasToken.denominator : 0n;
  const candidates = plannedCandidates(routes, amount, exactIn, gasValue);
  if (candidates.length === 0)
    throw new TradingError(
      'no-liquidity',
      `Not enough liquidity between ${input.symbol} and ${output.symbol} for this amount`,
    );
  const calls = candidates.flatMap((candidate) =>
    candidate.map((part) => routeQuoteCall(part.route, tradeType, part.amount, protocol)),
  );
  const answers = await callBatch<RouteQuote>(client, calls);
  let next = 0;
  const priced = candidates.flatMap((candidate) => {
    const slices: RouteSlice[] = [];
    for (const part of candidate) {
      const answer = answers[next++];
      if (!answer?.ok || answer.value.amount === 0n) continue;
      slices.push({
        route: part.route,
        percent: part.percent,
        amountIn: exactIn ? part.amount : answer.value.amount,
        amountOut: exactIn ? answer.value.amount : part.amount,
        gasEstimate: sliceGas(part.route, routeTicksCrossed(part.route, part.amount, exactIn)),
      });
    }
    if (slices.length !== candidate.length) return [];
    const moved = exactIn
      ? slices.reduce((sum, slice) => sum + slice.amountOut, 0n)
      : slices.reduce((sum, slice) => sum + slice.amountIn, 0n);
    const gas = SWAP_OVERHEAD_GAS + slices.reduce((sum, slice) => sum + slice.gasEstimate, 0n);
    return [{ slices, gas, net: exactIn ? moved - gasValue(gas) : -(moved + gasValue(gas)) }];
  });
  const best = priced.reduce<(typeof priced)[number] | undefined>(
    (winner, candidate) => (!winner || candidate.net > winner.net ? candidate : winner),
    undefined,
  );
  if (!best)
    throw new TradingError(
      'no-liquidity',
      `Not enough liquidity between ${input.symbol} and ${output.symbol} for this amount`,
    );
  const amountIn = best.slices.reduce((sum, slice) => sum + slice.amountIn, 0n);
  const amountOut = best.slices.reduce((sum, slice) => sum + slice.amountOut, 0n);
  const pooled: SwapQuote = {
    ...request,
    kind: 'swap',
    amountIn,
    amountOut,
    slices: best.slices,
    priceImpactPpm: slicesPriceImpactPpm(best.slices),
    gasEstimate: best.gas,
    gasPrice,
    quotedAt: now(),
    transferFees: {},
  };
  return settleTokenTransfers(
    client,
    pooled,
    routes.filter((route) => route.version === 'V2'),
  );
}

/** A route and the exact-side amount it is to be quoted at. */
interface PlannedPart {
  route: SwapRoute;
  percent: number;
  amount: bigint;
}

/**
 * What the chain is asked to price: the best split found off chain (from V2 reserves and V3/V4
 * liquidity at the current price), and the best few single routes, whole.
 */
function plannedCandidates(
  routes: readonly SwapRoute[],
  amount: bigint,
  exactIn: boolean,
  gasValue: (gas: bigint) => bigint,
): PlannedPart[][] {
  const stepAmounts = Array.from(
    { length: SPLIT_STEPS },
    (_, step) => (amount * BigInt((step + 1) * SPLIT_STEP_PERCENT)) / 100n,
  );
  // Net value of a route at a step: output less gas, or (exact output) minus input and gas. Reckoned
  // when first asked: the shortlist needs three steps of every route, the split all steps of a few.
  const gas = routes.map((route) => gasValue(sliceGas(route)));
  const reckoned = routes.map(() => new Map<number, bigint | undefined>());
  const netAt = (index: number, step: number): bigint | undefined => {
    const known = reckoned[index] as Map<number, bigint | undefined>;
    if (known.has(step)) return known.get(step);
    const route = routes[index] as SwapRoute;
    const stepAmount = stepAmounts[step] as bigint;
    const routeGas = gas[index] as bigint;
    let value: bigint | undefined;
    if (exactIn) value = estimateRouteOut(route, stepAmount) - routeGas;
    else {
      const needed = estimateRouteIn(route, stepAmount);
      value = needed === undefined ? undefined : -(needed + routeGas);
    }
    known.set(step, value);
    return value;
  };
  const whole = routes
    .map((route, index) => ({ route, value: netAt(index, SPLIT_STEPS - 1) }))
    .filter((entry): entry is { route: SwapRoute; value: bigint } => entry.value !== undefined)
    .sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
    .slice(0, SINGLE_ROUTES_QUOTED)
    .map(({ route }) => [{ route, percent: 100, amount }]);
  // The split is searched among the routes best at some share: whole, a quarter or a tenth (where a
  // cheap shallow route beats a deep costly one).
  const ranked = (step: number) =>
    routes
      .map((_, index) => ({ index, value: netAt(index, step) }))
      .filter((entry): entry is { index: number; value: bigint } => entry.value !== undefined)
      .sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
      .map(({ index }) => index);
  // Routes that share a pool cannot be combined: each pool enters the shortlist in at most two routes,
  // so the deep route's variants leave room for the routes a split would add to it.
  const shortlist: number[] = [];
  const uses = new Map<RoutingPool, number>();
  for (const step of SHORTLIST_STEPS) {
    let taken = 0;
    for (const index of ranked(step)) {
      if (taken === SPLIT_SHORTLIST) break;
      const route = routes[index] as SwapRoute;
      // A route that passes between versions trades alone: the Universal Router SDK wraps or unwraps
      // ETH between its steps with the router's whole balance, which other slices may hold meanwhile.
      if (route.version === 'MIXED') continue;
      if (shortlist.includes(index) || route.pools.some((pool) => (uses.get(pool) ?? 0) >= 2)) continue;
      shortlist.push(index);
      taken++;
      for (const pool of route.pools) uses.set(pool, (uses.get(pool) ?? 0) + 1);
    }
  }
  const split = bestSplit(
    shortlist.map((index) => routes[index] as SwapRoute),
    shortlist.map((index) => stepAmounts.map((_, step) => netAt(index, step) ?? MISSING)),
  );
  if (!split || split.length < 2) return whole;
  const amounts = sliceAmounts(
    amount,
    split.map((part) => part.percent),
  );
  return [
    ...whole,
    split.map((part, index) => ({
      route: routes[shortlist[part.route] as number] as SwapRoute,
      percent: part.percent,
      amount: amounts[index] as bigint,
    })),
  ];
}

/** Stands for "cannot deliver this much" in the split search: no split ever prefers it. */
const MISSING = -(2n ** 255n);

/** How much the price impact of a split is: what it gives against what every slice's spot price promised. */
function slicesPriceImpactPpm(slices: readonly RouteSlice[]): bigint {
  let promised = 0n;
  let amountIn = 0n;
  let amountOut = 0n;
  for (const slice of slices) {
    const mid = routeMidPrice(slice.route);
    if (mid.denominator === 0n) continue;
    promised += (slice.amountIn * mid.numerator) / mid.denominator;
    amountIn += slice.amountIn;
    amountOut += slice.amountOut;
  }
  return priceImpactPpm({ numerator: promised, denominator: amountIn }, amountIn, amountOut);
}

/**
 * The reviewed slices asked again, as they stand now: the trade about to be signed is priced by the
 * very pools it will go through (their state read again first, since a mixed route reckons its V2
 * steps from their reserves).
 */
export async function requoteRoute(
  client: PublicClient,
  quote: SwapQuote,
  now: () => number = Date.now,
): Promise<SwapQuote> {
  if (quote.slices.length === 0) return { ...quote, quotedAt: now() };
  const protocol = protocolAddressesOf(client);
  const located = [
    ...new Map(
      quote.slices.flatMap((slice) => slice.route.pools).map((pool) => [poolIdentity(pool), pool]),
    ).values(),
  ];
  const live = new Map(
    poolsWithState(
      located,
      await callBatch(
        client,
        located.flatMap((pool) => poolStateCalls(pool, protocol)),
      ),
    ).map((pool) => [poolIdentity(pool), pool]),
  );
  const exactIn = quote.tradeType === 'exactIn';
  const routes = quote.slices.map((slice) => ({
    ...slice.route,
    pools: slice.route.pools.map((pool) => live.get(poolIdentity(pool)) ?? pool),
  }));
  // Each slice's exact side is its share of the quote's amount, as when it was quoted.
  const exactSides = sliceAmounts(
    quote.amount,
    quote.slices.map((slice) => slice.percent),
  );
  const answers = await callBatch(
    client,
    quote.slices.map((_, index) =>
      routeQuoteCall(routes[index] as SwapRoute, quote.tradeType, exactSides[index] as bigint, protocol),
    ),
  );
  const slices = quote.slices.map((slice, index): RouteSlice => {
    const answer = answers[index];
    if (!answer?.ok || answer.value.amount === 0n)
      throw new TradingError(
        'no-liquidity',
        'The route no longer has the liquidity for this amount. Review a new quote.',
      );
    return {
      ...slice,
      route: routes[index] as SwapRoute,
      amountIn: exactIn ? (exactSides[index] as bigint) : answer.value.amount,
      amountOut: exactIn ? answer.value.amount : (exactSides[index] as bigint),
    };
  });
  const pooled: SwapQuote = {
    ...quote,
    slices,
    amountIn: slices.reduce((sum, slice) => sum + slice.amountIn, 0n),
    amountOut: slices.reduce((sum, slice) => sum + slice.amountOut, 0n),
    quotedAt: now(),
  };
  // The reviewed route alone: a token's fee is taken again from what the pools answer now.
  const v2 = slices.length === 1 && slices[0]?.route.version === 'V2' ? [slices[0].route] : [];
  return settleTokenTransfers(client, pooled, v2);
}

/** The pools' state, read once per pool and block. */
const poolStates = perBlockPoolCache<LocatedPool, RoutingPool>(poolIdentity);

async function poolStatesAt(
  client: PublicClient,
  protocol: ChainProtocolAddresses,
  located: readonly LocatedPool[],
  blockNumber: bigint,
): Promise<RoutingPool[]> {
  const states = await poolStates(client, blockNumber, located, async (missing) => {
    const readings = await callBatch(
      client,
      missing.flatMap((pool) => poolStateCalls(pool, protocol)),
      blockNumber,
    );
    const live = new Map(poolsWithState(missing, readings).map((pool) => [poolIdentity(pool), pool]));
    return missing.map((pool) => live.get(poolIdentity(pool)));
  });
  return states.filter((pool): pool is RoutingPool => pool !== undefined);
}

/** Pools are created rarely: where they are is asked again after this long, their state every quote. */
const POOL_LOCATIONS_TTL_MS = 30_000;
/** Per client and pair: the pools found between them (the pairs among base tokens serve every quote). */
const poolLocations = new Map<string, { at: number; pools: Promise<LocatedPool[]> }>();

function locatedPools(
  client: PublicClient,
  pairs: { v2v3: readonly CurrencyPair[]; v4: readonly CurrencyPair[] },
  now: number,
): Promise<LocatedPool[]> {
  const keyOf = (kind: string, [a, b]: CurrencyPair) =>
    `${client.uid}|${kind}|${[a.toLowerCase(), b.toLowerCase()].sort().join(':')}`;
  const fresh = (key: string) => {
    const cached = poolLocations.get(key);
    return cached && now - cached.at < POOL_LOCATIONS_TTL_MS ? cached.pools : undefined;
  };
  const missing = {
    v2v3: pairs.v2v3.filter((pair) => !fresh(keyOf('v2v3', pair))),
    v4: pairs.v4.filter((pair) => !fresh(keyOf('v4', pair))),
  };
  if (missing.v2v3.length + missing.v4.length > 0) {
    const found = locateRoutingPools(client, missing);
    found.catch(() => undefined);
    const between = (pair: CurrencyPair) => (pool: LocatedPool) =>
      [pool.token0.toLowerCase(), pool.token1.toLowerCase()].sort().join(':') ===
      [pair[0].toLowerCase(), pair[1].toLowerCase()].sort().join(':');
    for (const [kind, list] of [
      ['v2v3', missing.v2v3],
      ['v4', missing.v4],
    ] as const)
      for (const pair of list) {
        const key = keyOf(kind, pair);
        const pools = found.then((all) =>
          all.filter((pool) => (kind === 'v4') === (pool.version === 'V4') && between(pair)(pool)),
        );
        pools.catch(() => poolLocations.delete(key));
        poolLocations.set(key, { at: now, pools });
      }
  }
  return Promise.all([
    ...pairs.v2v3.map((pair) => poolLocations.get(keyOf('v2v3', pair))?.pools ?? Promise.resolve([])),
    ...pairs.v4.map((pair) => poolLocations.get(keyOf('v4', pair))?.pools ?? Promise.resolve([])),
  ]).then((lists) => [...new Map(lists.flat().map((pool) => [poolIdentity(pool), pool])).values()]);
}
