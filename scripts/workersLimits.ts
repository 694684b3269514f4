import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkerBundleSize } from './buildWorkerBundle.ts';

const MIB = 1024 * 1024;

/**
 * Cloudflare's limits on what one Worker version uploads (developers.cloudflare.com/workers/platform/limits):
 * the script and its modules, gzip-compressed, and the static assets beside it.
 */
export const WORKERS_LIMITS = {
  freeGzipBytes: 3 * MIB,
  paidGzipBytes: 10 * MIB,
  assetFiles: 20_000,
  assetFileBytes: 25 * MIB,
} as const;

export interface AssetsSize {
  files: number;
  largestBytes: number;
  largestPath: string;
}

/** Every file a static-assets upload would send from `dir`. */
export function assetsSize(dir: string): AssetsSize {
  const size: AssetsSize = { files: 0, largestBytes: 0, largestPath: '' };
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) visit(path);
      else {
        size.files++;
        if (stat.size > size.largestBytes)
          Object.assign(size, { largestBytes: stat.size, largestPath: path });
      }
    }
  };
  visit(dir);
  return size;
}

/**
 * The upload against each limit, in lines a person reads; `refused` lists what Cloudflare would refuse
 * on any plan, `overFreePlan` says whether the bundle needs the paid plan.
 */
export function measureAgainstWorkersLimits(
  bundle: WorkerBundleSize,
  assets: AssetsSize,
): { lines: string[]; refused: string[]; overFreePlan: boolean } {
  const gzip = bundle.gzipBytes;
  const lines = [
    `worker bundle: ${mib(gzip)} gzip (${mib(bundle.rawBytes)} raw, ${bundle.files} files): ` +
      `${percent(gzip, WORKERS_LIMITS.freeGzipBytes)} of the free plan's ${mib(WORKERS_LIMITS.freeGzipBytes)}, ` +
      `${percent(gzip, WORKERS_LIMITS.paidGzipBytes)} of the paid plan's ${mib(WORKERS_LIMITS.paidGzipBytes)}`,
    `static assets: ${assets.files} files of ${WORKERS_LIMITS.assetFiles}; largest ${mib(assets.largestBytes)} ` +
      `(${assets.largestPath}) of ${mib(WORKERS_LIMITS.assetFileBytes)} per file`,
  ];
  const refused = [
    ...(gzip > WORKERS_LIMITS.paidGzipBytes ? ['the worker bundle is over the paid plan limit'] : []),
    ...(assets.files > WORKERS_LIMITS.assetFiles ? ['too many static asset files'] : []),
    ...(assets.largestBytes > WORKERS_LIMITS.assetFileBytes ? [`${assets.largestPath} is too large`] : []),
  ];
  return { lines, refused, overFreePlan: gzip > WORKERS_LIMITS.freeGzipBytes };
}

function mib(bytes: number): string {
  return `${(bytes / MIB).toFixed(2)} MiB`;
}

function percent(part: number, whole: number): string {
  return `${Math.round((100 * part) / whole)} %`;
}
