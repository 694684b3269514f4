import type { Address, PublicClient } from 'viem';
import { type BatchAnswer, callBatch } from '../protocol/callBatch.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { priceImpactPpm, routeMidPrice } from './routePrice.ts';
import type { TradeType } from './routeQuoteCall.ts';
import { type RouteQuote, routeQuoteCall } from './routeQuoteCall.ts';
import type { RoutingPool } from './routingPools.ts';
import { isWeth, type SwapCurrency } from './swapCurrency.ts';
import { routeGas, sliceGas } from './swapGas.ts';
import type { RouteSlice, SwapRoute } from './swapRoutes.ts';
import { tokenTransferRefusal } from './tokenTransferRefusal.ts';
import { TradingError } from './tradingError.ts';
import { transferFeeBps, tryTokenTransfer } from './tryTokenTransfer.ts';

/** What a token takes of its own transfers on this swap: its share, and the amount, in its own units. */
export interface TransferFee {
  bps: bigint;
  amount: bigint;
}

/** The fees the swap's tokens take on the way (fee-on-transfer), already out of the quoted amounts. */
export interface SwapTransferFees {
  input?: TransferFee | undefined;
  output?: TransferFee | undefined;
}

/** What a quote holds that its tokens' transfers change (quoteSwap.ts's SwapQuote has it all). */
export interface PoolQuote {
  kind: 'swap' | 'wrap' | 'unwrap';
  input: SwapCurrency;
  output: SwapCurrency;
  tradeType: TradeType;
  amountIn: bigint;
  amountOut: bigint;
  slices: readonly RouteSlice[];
  priceImpactPpm: bigint | undefined;
  gasEstimate: bigint;
  transferFees: SwapTransferFees;
}

/**
 * Stands in for the trader when a token's transfer is tried: an address no one holds a key for, so
 * no token treats it specially.
 */
const TRIAL_RECIPIENT: Address = '0x7e57000000000000000000000000000000007e57';

/**
 * A pool quote made honest about its tokens: each ERC-20 side's transfer is tried on the chain as the
 * swap will make it (Permit2 pulls the input with `transferFrom`; the last pool pays the output out
 * with `transfer`). A token whose transfer fails is refused with words. A token that takes a fee on
 * transfer trades through V2 only (the Universal Router's V2 path prices what reached the pair, and
 * checks what reached the trader; V3 and V4 pools revert when paid short), by exact input only: the
 * pools are asked again for what actually reaches them, and the output is what reaches the trader.
 * `v2Routes` are the V2 routes it may choose from, their pools' state read.
 */
export async function settleTokenTransfers<Quote extends PoolQuote>(
  client: PublicClient,
  quote: Quote,
  v2Routes: readonly SwapRoute[],
): Promise<Quote> {
  // Every slice's pools hold the same tokens' ends: the first slice's tell how a transfer behaves.
  const route = quote.slices[0]?.route;
  if (quote.kind !== 'swap' || !route) return quote;
  const protocol = protocolAddressesOf(client);
  const trial = (currency: SwapCurrency, holder: Address, amount: bigint, kind: TransferKind) =>
    trialTransfer(client, protocol.weth9, currency, holder, amount, kind);
  const [input, output] = await Promise.all([
    trial(quote.input, holderOf(route.pools[0] as RoutingPool, protocol), quote.amountIn, 'transferFrom'),
    trial(quote.output, lastHolder(route, protocol), quote.amountOut, 'transfer'),
  ]);
  const inputBps = input ? transferFeeBps(input) : 0n;
  const outputBps = output ? transferFeeBps(output) : 0n;
  if (inputBps === 0n && outputBps === 0n) return { ...quote, transferFees: {} };
  const feeToken = inputBps > 0n ? quote.input : quote.output;
  if (quote.tradeType === 'exactOut')
    throw new TradingError(
      'token-refused',
      `${feeToken.symbol} takes a fee on every transfer, so no exact amount can be promised on arrival. Enter the amount you pay instead.`,
    );
  if (v2Routes.length === 0)
    throw new TradingError(
      'token-refused',
      `${feeToken.symbol} takes a fee on every transfer, and only a V2 pool can trade such a token: there is none for this pair.`,
    );
  const reachesPool = input?.received ?? quote.amountIn;
  const answers = await callBatch<RouteQuote>(
    client,
    v2Routes.map((candidate) => routeQuoteCall(candidate, 'exactIn', reachesPool, protocol)),
  );
  const best = bestOut(v2Routes, answers);
  if (!best)
    throw new TradingError(
      'no-liquidity',
      `Not enough liquidity between ${quote.input.symbol} and ${quote.output.symbol} for this amount`,
    );
  const paidOut = best.amount;
  const arrives = await trial(quote.output, lastHolder(best.route, protocol), paidOut, 'transfer');
  const amountOut = arrives?.received ?? paidOut;
  return {
    ...quote,
    slices: [
      {
        route: best.route,
        percent: 100,
        amountIn: quote.amountIn,
        amountOut,
        gasEstimate: sliceGas(best.route),
      },
    ],
    amountOut,
    priceImpactPpm: priceImpactPpm(routeMidPrice(best.route), reachesPool, paidOut),
    gasEstimate: routeGas(best.route),
    transferFees: {
      input: inputBps > 0n ? { bps: inputBps, amount: quote.amountIn - reachesPool } : undefined,
      output: outputBps > 0n ? { bps: outputBps, amount: paidOut - amountOut } : undefined,
    },
  };
}

/** Tries an ERC-20 side's transfer (WETH9 and ETH are known to move whole); refuses one that fails. */
async function trialTransfer(
  client: PublicClient,
  weth: Address,
  currency: SwapCurrency,
  holder: Address,
  amount: bigint,
  kind: TransferKind,
) {
  if (currency.address === null || isWeth(currency, weth)) return undefined;
  const tried = await tryTokenTransfer(client, {
    token: currency.address,
    from: holder,
    to: TRIAL_RECIPIENT,
    amount,
    kind,
  });
  if (!tried.ok)
    throw new TradingError(
      'token-refused',
      tokenTransferRefusal(currency.symbol, tried.failure, kind === 'transfer' ? 'buy' : 'sell'),
    );
  return tried;
}

type TransferKind = 'transfer' | 'transferFrom';

/** Who holds a pool's tokens: the pool itself in V2 and V3, the PoolManager in V4. */
function holderOf(pool: RoutingPool, protocol: ChainProtocolAddresses): Address {
  return pool.version === 'V4' ? protocol.v4PoolManager : pool.address;
}

function lastHolder(route: SwapRoute, protocol: ChainProtocolAddresses): Address {
  return holderOf(route.pools[route.pools.length - 1] as RoutingPool, protocol);
}

function bestOut(routes: readonly SwapRoute[], answers: readonly BatchAnswer<RouteQuote>[]) {
  let best: { route: SwapRoute; amount: bigint } | undefined;
  routes.forEach((route, index) => {
    const answer = answers[index];
    if (answer?.ok && answer.value.amount > 0n && (!best || answer.value.amount > best.amount))
      best = { route, amount: answer.value.amount };
  });
  return best;
}
