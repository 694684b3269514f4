import type { Address, Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../chain/protocolAddresses.ts';
import { type ListedPool, listedReadOnlyReason, type ReadOnlyReason } from '../data/poolReadOnly.ts';
import { v4StateViewAbi } from './protocolAbis.ts';

/**
 * Whether swaps can go through a listed pool on the app's chain: what its listing tells first
 * (data/poolReadOnly.ts), then the chain itself: a pool with no code (V2/V3) or no price (V4) was never
 * created here. `undefined` means tradable.
 */
export async function readOnlyReason(
  client: PublicClient,
  pool: ListedPool,
): Promise<ReadOnlyReason | undefined> {
  const listed = listedReadOnlyReason(pool);
  if (listed) return listed;
  if (pool.version === 'V4') {
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
