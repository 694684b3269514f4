import { describe, expect, it } from 'vitest';
import { measureAgainstWorkersLimits, WORKERS_LIMITS } from './workersLimits.ts';

const assets = { files: 10, largestBytes: 1024, largestPath: 'dist/client/index.html' };
const bundle = (gzipBytes: number) => ({ gzipBytes, rawBytes: 3 * gzipBytes, files: 3 });

describe('an upload against the Workers limits', () => {
  it('fits the free plan up to 3 MiB of gzip, needs the paid plan up to 10 MiB, and is refused past it', () => {
    expect(measureAgainstWorkersLimits(bundle(WORKERS_LIMITS.freeGzipBytes), assets)).toMatchObject({
      overFreePlan: false,
      refused: [],
    });
    expect(measureAgainstWorkersLimits(bundle(WORKERS_LIMITS.freeGzipBytes + 1), assets)).toMatchObject({
      overFreePlan: true,
      refused: [],
    });
    expect(measureAgainstWorkersLimits(bundle(WORKERS_LIMITS.paidGzipBytes + 1), assets).refused).toEqual([
      'the worker bundle is over the paid plan limit',
    ]);
  });

  it('refuses an asset over 25 MiB and more files than a version holds', () => {
    const { refused } = measureAgainstWorkersLimits(bundle(1), {
      files: WORKERS_LIMITS.assetFiles + 1,
      largestBytes: WORKERS_LIMITS.assetFileBytes + 1,
      largestPath: 'dist/client/huge.bin',
    });
    expect(refused).toEqual(['too many static asset files', 'dist/client/huge.bin is too large']);
  });
});
