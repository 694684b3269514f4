import { getAddress, type PublicClient } from 'viem';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { v3PoolAbi } from '../../protocol/protocolAbis.ts';

/**
 * The benches' yardstick of a machine: one plain eth_call (the dataset's first V3 pool's slot0) to the
 * node under test, timed in ms. Measured in the same run as a figure, the ratio to it says how many
 * chain round trips' worth the figure costs, whatever the host (hosts differ by 2x).
 */
export function ethCallAnchor(client: PublicClient, pools: readonly PoolRecord[]): () => Promise<number> {
  const v3 = pools.find((pool) => pool.version === 'V3');
  if (!v3) throw new Error('the dataset has no V3 pool to time an eth_call against');
  return async () => {
    const started = performance.now();
    await client.readContract({ address: getAddress(v3.address), abi: v3PoolAbi, functionName: 'slot0' });
    return performance.now() - started;
  };
}
