import type { PublicClient } from 'viem';

/** Reads what is missing of the given pools at the cache's block, one answer per pool, in order. */
export type ReadMissingPools<Pool, Reading> = (
  missing: readonly Pool[],
) => Promise<readonly (Reading | undefined)[]>;

/**
 * What is read of each pool, kept for the block it was read at: nothing in a pool changes within a
 * block, and the quotes between two blocks (a person typing, other pairs through the same pools) go
 * through the same pools. The pools not read yet at a block are read together, in one batch; only a
 * chain's latest block is kept, and a failed reading is forgotten so that the next quote asks again.
 */
export function perBlockPoolCache<Pool, Reading>(identity: (pool: Pool) => string) {
  const readings = new Map<string, Promise<Reading | undefined>>();
  return async function readAt(
    client: PublicClient,
    blockNumber: bigint,
    pools: readonly Pool[],
    readMissing: ReadMissingPools<Pool, Reading>,
  ): Promise<(Reading | undefined)[]> {
    const chainKey = `${client.uid}|`;
    const blockKey = `${chainKey}${blockNumber}|`;
    const keyOf = (pool: Pool) => blockKey + identity(pool);
    const missing = pools.filter((pool) => !readings.has(keyOf(pool)));
    if (missing.length > 0) {
      for (const key of readings.keys()) {
        if (key.startsWith(chainKey) && !key.startsWith(blockKey)) readings.delete(key);
      }
      const read = readMissing(missing);
      missing.forEach((pool, index) => {
        const key = keyOf(pool);
        const reading = read.then((all) => all[index]);
        reading.catch(() => readings.delete(key));
        readings.set(key, reading);
      });
    }
    return Promise.all(pools.map((pool) => readings.get(keyOf(pool))));
  };
}
