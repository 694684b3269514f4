import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { perBlockPoolCache } from './perBlockPoolCache.ts';

const chainA = { uid: 'a' } as PublicClient;
const chainB = { uid: 'b' } as PublicClient;

/** A cache over named pools whose reader records each batch it was asked for. */
function recordedCache() {
  const batches: string[][] = [];
  const cache = perBlockPoolCache<string, string>((pool) => pool);
  const readAt = (client: PublicClient, block: bigint, pools: string[], fail = false) =>
    cache(client, block, pools, async (missing) => {
      batches.push([...missing]);
      if (fail) throw new Error('read failed');
      return missing.map((pool) => `${pool}@${block}`);
    });
  return { batches, readAt };
}

describe('perBlockPoolCache', () => {
  it('reads each pool once per block, the missing ones together in one batch', async () => {
    const { batches, readAt } = recordedCache();
    expect(await readAt(chainA, 1n, ['x', 'y'])).toEqual(['x@1', 'y@1']);
    expect(await readAt(chainA, 1n, ['y', 'z', 'x'])).toEqual(['y@1', 'z@1', 'x@1']);
    expect(batches).toEqual([['x', 'y'], ['z']]);
  });

  it('reads again at a new block, and keeps only the latest block of each chain', async () => {
    const { batches, readAt } = recordedCache();
    await readAt(chainA, 1n, ['x']);
    await readAt(chainB, 7n, ['x']);
    expect(await readAt(chainA, 2n, ['x'])).toEqual(['x@2']);
    // Chain B's block survives chain A's move; chain A's old block does not.
    await readAt(chainB, 7n, ['x']);
    await readAt(chainA, 1n, ['x']);
    expect(batches).toEqual([['x'], ['x'], ['x'], ['x']]);
  });

  it('forgets a failed reading, so the next quote asks again', async () => {
    const { batches, readAt } = recordedCache();
    await expect(readAt(chainA, 1n, ['x'], true)).rejects.toThrow('read failed');
    expect(await readAt(chainA, 1n, ['x'])).toEqual(['x@1']);
    expect(batches).toEqual([['x'], ['x']]);
  });
});
