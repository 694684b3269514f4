import { type Address, encodePacked, type Hex, zeroAddress } from 'viem';
import { type BatchCall, contractCall } from '../protocol/callBatch.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { v2RouterAbi, v3QuoterAbi, v4QuoterAbi } from '../protocol/protocolAbis.ts';
import type { LocatedPool, RoutingPool } from './routingPools.ts';
import { assetKey, sameAddress } from './swapCurrency.ts';
import type { SwapRoute } from './swapRoutes.ts';

type V2Pool = Extract<RoutingPool, { version: 'V2' }>;
type V3Pool = Extract<LocatedPool, { version: 'V3' }>;
type V4Pool = Extract<LocatedPool, { version: 'V4' }>;

export type TradeType = 'exactIn' | 'exactOut';

/** What a quoter answers: the other side's amount (its own gas figure is not what the chain charges: trading/swapGas.ts). */
export interface RouteQuote {
  amount: bigint;
}

/**
 * The on-chain quote of one route, as a call for a batch: V2 through Router02's getAmountsOut/In, V3
 * through QuoterV2 (encoded path), V4 through V4Quoter (path keys). `amount` is the exact side.
 */
export function routeQuoteCall(
  route: SwapRoute<LocatedPool>,
  tradeType: TradeType,
  amount: bigint,
  protocol: ChainProtocolAddresses,
): BatchCall<RouteQuote> {
  if (route.version === 'MIXED')
    return mixedRouteQuoteCall(route as SwapRoute<RoutingPool>, amount, protocol);
  if (route.version === 'V2') {
    const call = contractCall({
      address: protocol.v2Router02,
      abi: v2RouterAbi,
      functionName: tradeType === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn',
      args: [amount, [...route.path]],
    });
    return {
      ...call,
      decode: (data) => {
        const amounts = call.decode(data);
        const other = tradeType === 'exactIn' ? amounts[amounts.length - 1] : amounts[0];
        if (other === undefined) throw new Error('Router02 answered no amounts');
        return { amount: other };
      },
    };
  }
  if (route.version === 'V3') {
    const pools = route.pools as readonly V3Pool[];
    const exactIn = tradeType === 'exactIn';
    const call = contractCall({
      address: protocol.v3QuoterV2,
      abi: v3QuoterAbi,
      functionName: exactIn ? 'quoteExactInput' : 'quoteExactOutput',
      // QuoterV2 reads an exact-output path from the output back to the input.
      args: [v3EncodedPath(route.path, pools, !exactIn), amount],
    });
    return {
      ...call,
      decode: (data) => {
        const [other] = call.decode(data);
        return { amount: other };
      },
    };
  }
  const pools = route.pools as readonly V4Pool[];
  const exactIn = tradeType === 'exactIn';
  const call = contractCall({
    address: protocol.v4Quoter,
    abi: v4QuoterAbi,
    functionName: exactIn ? 'quoteExactInput' : 'quoteExactOutput',
    args: [
      {
        exactCurrency: exactIn ? (route.path[0] as Address) : (route.path[route.path.length - 1] as Address),
        path: v4PathKeys(route.path, pools, exactIn),
        exactAmount: amount,
      },
    ],
  });
  return {
    ...call,
    decode: (data) => {
      const [other] = call.decode(data);
      return { amount: other };
    },
  };
}

/** V3's packed path: token, fee, token, fee, token — reversed for exact output. */
export function v3EncodedPath(path: readonly Address[], pools: readonly V3Pool[], reversed: boolean): Hex {
  const tokens = reversed ? [...path].reverse() : [...path];
  const fees = (reversed ? [...pools].reverse() : [...pools]).map((pool) => pool.fee);
  const types: ('address' | 'uint24')[] = [];
  const values: (Address | number)[] = [];
  tokens.forEach((token, index) => {
    types.push('address');
    values.push(token);
    const fee = fees[index];
    if (fee !== undefined) {
      types.push('uint24');
      values.push(fee);
    }
  });
  return encodePacked(types, values);
}

/**
 * V4Quoter's path keys. Exact input walks from the input: each key names the currency it reaches.
 * Exact output walks back from the output: each key names the currency it comes from.
 */
function v4PathKeys(path: readonly Address[], pools: readonly V4Pool[], exactIn: boolean) {
  return pools.map((pool, index) => ({
    intermediateCurrency: (exactIn ? path[index + 1] : path[index]) as Address,
    fee: pool.fee,
    tickSpacing: pool.tickSpacing,
    hooks: pool.hooks ?? zeroAddress,
    hookData: '0x' as Hex,
  }));
}

/**
 * A mixed route's exact-input quote in one call of a batch: no mixed-route quoter is deployed, so
 * the V2 steps before the V3 or V4 run are reckoned from the reserves read with the quote (V2's own
 * formula, exact), the run is quoted by its version's quoter, and the V2 steps after it are reckoned
 * from the quoter's answer.
 */
function mixedRouteQuoteCall(
  route: SwapRoute<RoutingPool>,
  amount: bigint,
  protocol: ChainProtocolAddresses,
): BatchCall<RouteQuote> {
  const first = route.pools.findIndex((pool) => pool.version !== 'V2');
  let last = first;
  while (route.pools[last + 1] && route.pools[last + 1]?.version !== 'V2') last++;
  let reaching = amount;
  for (let index = 0; index < first; index++)
    reaching = v2AmountOut(route.pools[index] as V2Pool, route.path[index] as Address, reaching);
  const run = route.pools.slice(first, last + 1);
  const runPath: Address[] = [route.path[first] as Address];
  for (const pool of run)
    runPath.push(otherToken(pool, runPath[runPath.length - 1] as Address, protocol.weth9));
  const version = (run[0] as RoutingPool).version;
  const section = routeQuoteCall({ version, path: runPath, pools: run }, 'exactIn', reaching, protocol);
  return {
    ...section,
    decode: (data) => {
      const quoted = section.decode(data);
      let out = quoted.amount;
      for (let index = last + 1; index < route.pools.length; index++)
        out = v2AmountOut(route.pools[index] as V2Pool, route.path[index] as Address, out);
      return { amount: out };
    },
  };
}

/** The pool's other currency than the one entering it, as the pool names it. */
function otherToken(pool: LocatedPool, entering: Address, weth: Address): Address {
  return assetKey(pool.token0, weth) === assetKey(entering, weth) ? pool.token1 : pool.token0;
}

/** What a V2 pair pays out for an input, by its own formula (0.3 % fee), exact to the wei. */
export function v2AmountOut(pool: V2Pool, input: Address, amountIn: bigint): bigint {
  const fromToken0 = sameAddress(pool.token0, input);
  const reserveIn = fromToken0 ? pool.reserve0 : pool.reserve1;
  const reserveOut = fromToken0 ? pool.reserve1 : pool.reserve0;
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}
