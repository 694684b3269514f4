import { type Address, zeroAddress } from 'viem';
import type { LiquidityPool, LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import { callBatch, contractCall, mapCall } from '../../../protocol/callBatch.ts';
import { tickSpacingOf, V2_FEE } from '../../../protocol/feeTiers.ts';
import {
  v2FactoryAbi,
  v2PairAbi,
  v3FactoryAbi,
  v3PoolAbi,
  v4StateViewAbi,
} from '../../../protocol/protocolAbis.ts';
import { v4PoolId } from '../../../trading/routingPools.ts';
import { type SwapCurrency, v4CurrencyAddress, wrappedAddress } from '../../../trading/swapCurrency.ts';
import { chainClientOf } from '../../../wallet/appChainClient.ts';
import { tradingChain } from '../../../wallet/tradingChain.ts';

/** A pool a new position would go into, and what the chain says of it now. */
export interface CreatePool {
  pool: LiquidityPool;
  /** The V2 pair or V3 pool contract, or the V4 pool id: the pool page's address. */
  address: string | undefined;
  /** Its price; `undefined` while the pool does not exist yet (the person sets a starting price). */
  price: { sqrtPriceX96: bigint; tick: number } | undefined;
  /** A V2 pair's reserves, whose ratio a deposit keeps. */
  reserves: { reserve0: bigint; reserve1: bigint } | undefined;
  /** A V4 hook address with no contract behind it: the pool manager would revert on its calls. */
  hookMissing: boolean;
}

/**
 * The pool of a pair at one version, fee and hook, read from the chain in one batch: whether it
 * exists and its price (V2: its reserves). Loaded with the create page's first pair, not with the page.
 */
export async function readCreatePool(
  version: LiquidityVersion,
  currencyA: SwapCurrency,
  currencyB: SwapCurrency,
  fee: number,
  hooks: Address = zeroAddress,
): Promise<CreatePool> {
  const chain = tradingChain();
  const client = chainClientOf(chain);
  const contracts = chain.protocol;
  const addressOf = (currency: SwapCurrency) =>
    version === 'v4' ? v4CurrencyAddress(currency) : wrappedAddress(currency, contracts.weth9);
  const [currency0, currency1] = sorted(addressOf(currencyA), addressOf(currencyB));
  const tickSpacing = version === 'v2' ? 1 : tickSpacingOf(fee);
  const pool: LiquidityPool = {
    version,
    currency0,
    currency1,
    fee: version === 'v2' ? V2_FEE : fee,
    tickSpacing,
    hooks: version === 'v4' ? hooks : zeroAddress,
  };
  if (version === 'v4') {
    const poolId = v4PoolId({ token0: currency0, token1: currency1, fee, tickSpacing, hooks });
    const [[slot0], hookCode] = await Promise.all([
      callBatch(client, [
        contractCall({
          address: contracts.v4StateView,
          abi: v4StateViewAbi,
          functionName: 'getSlot0',
          args: [poolId],
        }),
      ]),
      hooks === zeroAddress ? undefined : client.getCode({ address: hooks }),
    ]);
    const [sqrtPriceX96 = 0n, tick = 0] = slot0?.ok ? slot0.value : [];
    return {
      pool,
      address: poolId,
      price: sqrtPriceX96 > 0n ? { sqrtPriceX96, tick } : undefined,
      reserves: undefined,
      hookMissing: hooks !== zeroAddress && !hookCode,
    };
  }
  const [located] = await callBatch<Address>(client, [
    version === 'v2'
      ? contractCall({
          address: contracts.v2Factory,
          abi: v2FactoryAbi,
          functionName: 'getPair',
          args: [currency0, currency1],
        })
      : contractCall({
          address: contracts.v3Factory,
          abi: v3FactoryAbi,
          functionName: 'getPool',
          args: [currency0, currency1, fee],
        }),
  ]);
  const address = located?.ok && located.value !== zeroAddress ? located.value : undefined;
  if (!address)
    return { pool, address: undefined, price: undefined, reserves: undefined, hookMissing: false };
  if (version === 'v2') {
    const [reserves] = await callBatch(client, [
      mapCall(
        contractCall({ address, abi: v2PairAbi, functionName: 'getReserves', args: [] }),
        ([reserve0, reserve1]) => ({ reserve0, reserve1 }),
      ),
    ]);
    const held = reserves?.ok && reserves.value.reserve0 > 0n ? reserves.value : undefined;
    return { pool, address, price: undefined, reserves: held, hookMissing: false };
  }
  const [slot0] = await callBatch(client, [
    contractCall({ address, abi: v3PoolAbi, functionName: 'slot0', args: [] }),
  ]);
  const [sqrtPriceX96 = 0n, tick = 0] = slot0?.ok ? slot0.value : [];
  return {
    pool,
    address,
    price: sqrtPriceX96 > 0n ? { sqrtPriceX96, tick } : undefined,
    reserves: undefined,
    hookMissing: false,
  };
}

function sorted(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
}
