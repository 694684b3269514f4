import { MixedRouteSDK, Trade as RouterTrade } from '@uniswap/router-sdk';
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route as V2Route } from '@uniswap/v2-sdk';
import { Pool as V3Pool, Route as V3Route } from '@uniswap/v3-sdk';
import { Pool as V4Pool, Route as V4Route } from '@uniswap/v4-sdk';
import { BigNumber } from 'ethers';
import { type Address, zeroAddress } from 'viem';
import { ChainEther } from './chainEther.ts';
import type { SwapQuote } from './quoteSwap.ts';
import type { RoutingPool } from './routingPools.ts';
import type { SwapCurrency } from './swapCurrency.ts';
import { sameAddress } from './swapCurrency.ts';

/**
 * The router SDK's trade for a quoted swap, built from the amounts the quoters answered for each slice
 * (as the real app builds it from its routing service's answer): the SDK's own pool math needs tick
 * data we do not fetch. A split is one trade of several routes, so the Universal Router runs it in one
 * call with one permit; a MIXED route passes between versions in one route. Pools carry the state read
 * with the quote.
 */
export function routerTradeOf(quote: SwapQuote, chainId: number, weth: Address) {
  if (quote.slices.length === 0) throw new Error('A wrap or unwrap has no router trade');
  // A token's fee on transfer rides on its SDK token, so the router's V2 trade math (which the router
  // SDK recomputes from the pairs) counts it in the minimum received, as the pair's balances will.
  const input = sdkCurrency(quote.input, chainId, weth, quote.transferFees.input?.bps);
  const output = sdkCurrency(quote.output, chainId, weth, quote.transferFees.output?.bps);
  const tradeType = quote.tradeType === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT;
  const knownTokens = new Map<string, Currency>();
  for (const currency of [input, output, input.wrapped, output.wrapped])
    knownTokens.set(currency.isNative ? zeroAddress : currency.address.toLowerCase(), currency);
  const tokenAt = (address: Address, decimalsHint: number): Currency =>
    knownTokens.get(address.toLowerCase()) ??
    (sameAddress(address, zeroAddress)
      ? new ChainEther(chainId, weth)
      : new Token(chainId, address, decimalsHint));
  const v2Routes = [];
  const v3Routes = [];
  const v4Routes = [];
  const mixedRoutes = [];
  for (const slice of quote.slices) {
    const amounts = {
      inputAmount: CurrencyAmount.fromRawAmount(input, slice.amountIn.toString()),
      outputAmount: CurrencyAmount.fromRawAmount(output, slice.amountOut.toString()),
    };
    const { route } = slice;
    if (route.version === 'V2')
      v2Routes.push({
        routev2: new V2Route(
          route.pools.map((pool) => sdkPair(pool, tokenAt)),
          input,
          output,
        ),
        ...amounts,
      });
    else if (route.version === 'V3')
      v3Routes.push({
        routev3: new V3Route(
          route.pools.map((pool) => sdkV3Pool(pool, tokenAt)),
          input,
          output,
        ),
        ...amounts,
      });
    else if (route.version === 'V4')
      v4Routes.push({
        routev4: new V4Route(
          route.pools.map((pool) => sdkV4Pool(pool, tokenAt)),
          input,
          output,
        ),
        ...amounts,
      });
    else
      mixedRoutes.push({
        mixedRoute: new MixedRouteSDK(
          route.pools.map((pool) => sdkPool(pool, tokenAt)),
          input,
          output,
        ),
        ...amounts,
      });
  }
  return new RouterTrade({ v2Routes, v3Routes, v4Routes, mixedRoutes, tradeType });
}

function sdkPool(pool: RoutingPool, tokenAt: TokenAt): Pair | V3Pool | V4Pool {
  if (pool.version === 'V2') return sdkPair(pool, tokenAt);
  return pool.version === 'V3' ? sdkV3Pool(pool, tokenAt) : sdkV4Pool(pool, tokenAt);
}

/** `transferFeeBps`: what the token takes of each of its transfers (fee-on-transfer), both ways. */
export function sdkCurrency(
  currency: SwapCurrency,
  chainId: number,
  weth: Address,
  transferFeeBps?: bigint,
): Currency {
  if (currency.address === null) return new ChainEther(chainId, weth);
  const fee = transferFeeBps ? BigNumber.from(transferFeeBps.toString()) : undefined;
  return new Token(
    chainId,
    currency.address,
    currency.decimals,
    currency.symbol,
    currency.name,
    false,
    fee,
    fee,
  );
}

// The hop token's decimals do not enter the router's encoding; 18 stands in when a hop is not one of
// the trade's own currencies.
const HOP_DECIMALS = 18;

type TokenAt = (address: Address, decimalsHint: number) => Currency;

function sdkPair(pool: RoutingPool, tokenAt: TokenAt): Pair {
  if (pool.version !== 'V2') throw new Error('Not a V2 pool');
  const token0 = tokenAt(pool.token0, HOP_DECIMALS).wrapped;
  const token1 = tokenAt(pool.token1, HOP_DECIMALS).wrapped;
  return new Pair(
    CurrencyAmount.fromRawAmount(token0, pool.reserve0.toString()),
    CurrencyAmount.fromRawAmount(token1, pool.reserve1.toString()),
  );
}

function sdkV3Pool(pool: RoutingPool, tokenAt: TokenAt): V3Pool {
  if (pool.version !== 'V3') throw new Error('Not a V3 pool');
  return new V3Pool(
    tokenAt(pool.token0, HOP_DECIMALS).wrapped,
    tokenAt(pool.token1, HOP_DECIMALS).wrapped,
    pool.fee,
    pool.sqrtPriceX96.toString(),
    pool.liquidity.toString(),
    pool.tick,
  );
}

function sdkV4Pool(pool: RoutingPool, tokenAt: TokenAt): V4Pool {
  if (pool.version !== 'V4') throw new Error('Not a V4 pool');
  return new V4Pool(
    tokenAt(pool.token0, HOP_DECIMALS),
    tokenAt(pool.token1, HOP_DECIMALS),
    pool.fee,
    pool.tickSpacing,
    pool.hooks,
    pool.sqrtPriceX96.toString(),
    pool.liquidity.toString(),
    pool.tick,
  );
}
