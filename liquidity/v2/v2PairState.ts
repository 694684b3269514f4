import { type Address, erc20Abi, type PublicClient, zeroAddress } from 'viem';
import { v2FactoryAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';

/** A V2 pair as its mint and burn see it: the tokens it holds and its LP token supply. */
export interface V2PairState {
  address: Address;
  /** The pair's balances of token0 and token1 (what a burn pays out a share of; equal to its reserves once synced). */
  balance0: bigint;
  balance1: bigint;
  totalSupply: bigint;
}

/** The pair of a V2 pool key, or `undefined` when the factory has none. */
export async function readV2Pair(
  client: PublicClient,
  pool: LiquidityPool,
): Promise<V2PairState | undefined> {
  const address = await client.readContract({
    address: PROTOCOL_ADDRESSES.v2Factory,
    abi: v2FactoryAbi,
    functionName: 'getPair',
    args: [pool.currency0, pool.currency1],
  });
  if (address === zeroAddress) return undefined;
  const [balance0, balance1, totalSupply] = await Promise.all([
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
  return { address, balance0, balance1, totalSupply };
}
