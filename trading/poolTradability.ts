import { type Address, type Hex, type PublicClient, zeroAddress } from 'viem';
import { PROTOCOL_ADDRESSES } from '../chain/protocolAddresses.ts';
import { v4StateViewAbi } from './protocolAbis.ts';
import type { ProtocolVersion } from './routingPools.ts';

export interface ListedPool {
  version: ProtocolVersion;
  /** V2/V3 contract address or V4 pool id. */
  address: string;
  isDynamicFee: boolean;
  hookAddress: string | undefined;
}

/** Why a pool the Data API lists cannot be traded on the app's chain. */
export type ReadOnlyReason = 'third-party hook' | 'dynamic fee without hook' | 'not on this chain';

/**
 * Whether swaps can go through a listed pool on the app's chain, read from the chain itself: a V4 pool
 * with a hook runs code we do not have, V4 refuses a dynamic fee without a hook, and a pool with no code
 * (V2/V3) or no price (V4) was never created here. `undefined` means tradable.
 */
export async function readOnlyReason(
  client: PublicClient,
  pool: ListedPool,
): Promise<ReadOnlyReason | undefined> {
  if (pool.version === 'V4') {
    if (pool.hookAddress && pool.hookAddress !== zeroAddress) return 'third-party hook';
    if (pool.isDynamicFee) return 'dynamic fee without hook';
    const [sqrtPriceX96] = await client.readContract({
      address: PROTOCOL_ADDRESSES.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getSlot0',
      args: [pool.address as Hex],
    });
    return sqrtPriceX96 === 0n ? 'not on this chain' : undefined;
  }
  const code = await client.getCode({ address: pool.address as Address });
  return code && code !== '0x' ? undefined : 'not on this chain';
}
