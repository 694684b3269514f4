import { type Currency, Token } from '@uniswap/sdk-core';
import { Pool } from '@uniswap/v4-sdk';
import { type Address, type Hex, isAddressEqual, type PublicClient, zeroAddress } from 'viem';
import { chainTokenLabels } from '../../components/chainTokenLabels.ts';
import { v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { readTokenMetadata } from '../../protocol/tokenMetadata.ts';
import { chainEtherOf } from '../../trading/chainEther.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { tickAtSqrtPrice } from '../tickPrice.ts';

/** A V4 pool as the SDK computes with it, and whether the PoolManager has it yet. */
export interface V4PoolState {
  sdkPool: Pool;
  poolId: Hex;
  /** False for a pool the plan creates: its price is the starting price given, its liquidity none. */
  initialized: boolean;
}

/**
 * A V4 pool's state from StateView (`getSlot0`, `getLiquidity`) and its currencies' symbols and
 * decimals, as an SDK `Pool`. A pool not yet initialized takes `startingSqrtPriceX96`, the price the
 * plan will create it at; without one it cannot be planned on.
 */
export async function readV4Pool(
  client: PublicClient,
  pool: LiquidityPool,
  options: {
    startingSqrtPriceX96?: bigint | undefined;
    /** SDK tokens the caller holds already, used as they are (the router SDK compares tokens by reference). */
    knownTokens?: readonly Token[];
  } = {},
): Promise<V4PoolState> {
  const protocol = protocolAddressesOf(client);
  if (pool.version !== 'v4') throw new Error(`A ${pool.version} pool is not a V4 pool`);
  const { startingSqrtPriceX96, knownTokens = [] } = options;
  const currencyAt = (address: Address) =>
    knownTokens.find((token) => isAddressEqual(token.address as Address, address)) ??
    sdkCurrency(client, address);
  const [currency0, currency1] = await Promise.all([currencyAt(pool.currency0), currencyAt(pool.currency1)]);
  const poolId = Pool.getPoolId(currency0, currency1, pool.fee, pool.tickSpacing, pool.hooks) as Hex;
  const stateView = { address: protocol.v4StateView, abi: v4StateViewAbi } as const;
  const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
    client.readContract({ ...stateView, functionName: 'getSlot0', args: [poolId] }),
    client.readContract({ ...stateView, functionName: 'getLiquidity', args: [poolId] }),
  ]);
  const initialized = sqrtPriceX96 > 0n;
  if (!initialized && startingSqrtPriceX96 === undefined)
    throw new LiquidityError(
      'pool-missing',
      'This pool does not exist yet: set a starting price to create it.',
    );
  const price = initialized ? sqrtPriceX96 : (startingSqrtPriceX96 as bigint);
  const sdkPool = new Pool(
    currency0,
    currency1,
    pool.fee,
    pool.tickSpacing,
    pool.hooks,
    price.toString(),
    liquidity.toString(),
    initialized ? tick : tickAtSqrtPrice(price),
  );
  return { sdkPool, poolId, initialized };
}

/** The SDK's currency at an address of a pool key: ETH for the zero address, else the token as its contract says. */
async function sdkCurrency(client: PublicClient, address: Address): Promise<Currency> {
  if (address === zeroAddress) return chainEtherOf(client);
  return sdkToken(client, address);
}

/** An ERC-20 as the SDKs take it: its symbol and decimals read from its contract (protocol/tokenMetadata.ts). */
export async function sdkToken(client: PublicClient, address: Address): Promise<Token> {
  const token = await readTokenMetadata(client, address);
  if (token.kind !== 'token')
    throw new LiquidityError('token-refused', `${address} cannot be used: ${token.reason}`);
  const { symbol, name } = chainTokenLabels(token);
  return new Token(client.chain?.id ?? LOCAL_CHAIN_ID, address, token.decimals, symbol, name);
}
