import { type Address, erc20Abi, type PublicClient, zeroAddress } from 'viem';
import { v2FactoryAbi, v2PairAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';

/**
 * A V2 pair as its mint and burn see it. A deposit is priced and minted against the reserves; a burn
 * pays out a share of the balances (the same, unless tokens were sent to the pair since its last sync).
 */
export interface V2PairState {
  pool: LiquidityPool;
  address: Address;
  reserve0: bigint;
  reserve1: bigint;
  balance0: bigint;
  balance1: bigint;
  totalSupply: bigint;
}

/** The pair of a V2 pool key, or `undefined` when the factory has none. */
export async function readV2Pair(
  client: PublicClient,
  pool: LiquidityPool,
): Promise<V2PairState | undefined> {
  const protocol = protocolAddressesOf(client);
  const address = await client.readContract({
    address: protocol.v2Factory,
    abi: v2FactoryAbi,
    functionName: 'getPair',
    args: [pool.currency0, pool.currency1],
  });
  if (address === zeroAddress) return undefined;
  const [[reserve0, reserve1], balance0, balance1, totalSupply] = await Promise.all([
    client.readContract({ address, abi: v2PairAbi, functionName: 'getReserves' }),
    client.readContract({
      address: pool.currency0,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
    client.readContract({
      address: pool.currency1,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
    client.readContract({ address, abi: erc20Abi, functionName: 'totalSupply' }),
  ]);
  return { pool, address, reserve0, reserve1, balance0, balance1, totalSupply };
}
