import type { PublicClient } from 'viem';
import { type BatchAnswer, callBatch } from '../protocol/callBatch.ts';
import { MAX_TOKEN_DECIMALS } from '../protocol/tokenMetadata.ts';
import { priceImpactPpm, routeMidPrice } from './routePrice.ts';
import { type RouteQuote, routeQuoteCall, type TradeType } from './routeQuoteCall.ts';
import {
  type CurrencyPair,
  type LocatedPool,
  locateRoutingPools,
  type PoolReading,
  type ProtocolVersion,
  poolIdentity,
  poolStateCalls,
  poolsWithState,
  type RoutingPool,
} from './routingPools.ts';
import { type SwapTransferFees, settleTokenTransfers } from './settleTokenTransfers.ts';
import { isNative, isWrapPair, type SwapCurrency, sameCurrency } from './swapCurrency.ts';
import { routeGas, WRAP_GAS } from './swapGas.ts';
import { candidateRoutes, routingPairs, type SwapRoute } from './swapRoutes.ts';
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
  /** The best route (swaps only). */
  route: SwapRoute | undefined;
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

/**
 * The best on-chain quote for a swap: pools between the pair and through one hop (WETH, USDC) in V2,
 * V3 and V4, every route quoted by the protocol's own quoters in one batched eth_call, and the route
 * that gives the most output (exact input) or takes the least input (exact output).
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
  if (isWrapPair(input, output)) {
    return {
      ...request,
      kind: isNative(input) ? 'wrap' : 'unwrap',
      amountIn: amount,
      amountOut: amount,
      route: undefined,
      priceImpactPpm: undefined,
      gasEstimate: WRAP_GAS,
      gasPrice: await client.getGasPrice(),
      quotedAt: now(),
      transferFees: {},
    };
  }
  const [located, gasPrice] = await Promise.all([
    locatedPools(client, routingPairs(input, output), now()),
    client.getGasPrice(),
  ]);
  const routes = candidateRoutes(input, output, located).filter((route) => versions.includes(route.version));
  if (routes.length === 0)
    throw new TradingError('no-route', `No route between ${input.symbol} and ${output.symbol}`);
  // One round trip: the pools' state (for price impact and the router's trade) and every route's quote.
  const stateCalls = located.flatMap(poolStateCalls);
  const answers = await callBatch<PoolReading | RouteQuote>(client, [
    ...stateCalls,
    ...routes.map((route) => routeQuoteCall(route, tradeType, amount)),
  ]);
  const live = new Map(
    poolsWithState(located, answers.slice(0, stateCalls.length) as BatchAnswer<PoolReading>[]).map((pool) => [
      poolIdentity(pool),
      pool,
    ]),
  );
  const quoted = routes.flatMap((route, index) => {
    const answer = answers[stateCalls.length + index] as BatchAnswer<RouteQuote> | undefined;
    const pools = route.pools.map((pool) => live.get(poolIdentity(pool)));
    if (!answer?.ok || answer.value.amount === 0n || pools.some((pool) => pool === undefined)) return [];
    return [{ route: { ...route, pools: pools as RoutingPool[] }, quote: answer.value }];
  });
  const best = quoted.reduce<{ route: SwapRoute; quote: RouteQuote } | undefined>(
    (winner, candidate) =>
      !winner ||
      (tradeType === 'exactIn'
        ? candidate.quote.amount > winner.quote.amount
        : candidate.quote.amount < winner.quote.amount)
        ? candidate
        : winner,
    undefined,
  );
  if (!best)
    throw new TradingError(
      'no-liquidity',
      `Not enough liquidity between ${input.symbol} and ${output.symbol} for this amount`,
    );
  const amountIn = tradeType === 'exactIn' ? amount : best.quote.amount;
  const amountOut = tradeType === 'exactIn' ? best.quote.amount : amount;
  const pooled: SwapQuote = {
    ...request,
    kind: 'swap',
    amountIn,
    amountOut,
    route: best.route,
    priceImpactPpm: priceImpactPpm(routeMidPrice(best.route), amountIn, amountOut),
    gasEstimate: routeGas(best.route, best.quote),
    gasPrice,
    quotedAt: now(),
    transferFees: {},
  };
  const v2Routes = quoted.filter(({ route }) => route.version === 'V2').map(({ route }) => route);
  return settleTokenTransfers(client, pooled, v2Routes);
}

/**
 * The reviewed route asked again, as it stands now: the trade about to be signed is priced by the
 * very pools it will go through.
 */
export async function requoteRoute(
  client: PublicClient,
  quote: SwapQuote,
  now: () => number = Date.now,
): Promise<SwapQuote> {
  if (!quote.route) return { ...quote, quotedAt: now() };
  const [answer] = await callBatch(client, [routeQuoteCall(quote.route, quote.tradeType, quote.amount)]);
  if (!answer?.ok || answer.value.amount === 0n)
    throw new TradingError(
      'no-liquidity',
      'The route no longer has the liquidity for this amount. Review a new quote.',
    );
  const other = answer.value.amount;
  const pooled: SwapQuote = {
    ...quote,
    amountIn: quote.tradeType === 'exactIn' ? quote.amount : other,
    amountOut: quote.tradeType === 'exactIn' ? other : quote.amount,
    quotedAt: now(),
  };
  // The reviewed route alone: a token's fee is taken again from what the pools answer now.
  return settleTokenTransfers(client, pooled, quote.route.version === 'V2' ? [quote.route] : []);
}

/** Pools are created rarely: where they are is asked again after this long, their state every quote. */
const POOL_LOCATIONS_TTL_MS = 30_000;
const poolLocations = new Map<string, { at: number; pools: Promise<LocatedPool[]> }>();

function locatedPools(
  client: PublicClient,
  pairs: { v2v3: readonly CurrencyPair[]; v4: readonly CurrencyPair[] },
  now: number,
): Promise<LocatedPool[]> {
  const key = `${client.uid}|${JSON.stringify(pairs)}`;
  const cached = poolLocations.get(key);
  if (cached && now - cached.at < POOL_LOCATIONS_TTL_MS) return cached.pools;
  const pools = locateRoutingPools(client, pairs);
  poolLocations.set(key, { at: now, pools });
  pools.catch(() => poolLocations.delete(key));
  return pools;
}
