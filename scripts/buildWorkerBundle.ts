import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WRANGLER_CONFIG, wranglerBin } from './wranglerBin.ts';

export const WORKER_BUNDLE_DIR = 'dist/worker';
/** What `npm run deploy` bundles for the production environment (the build's own stays in dist/worker). */
export const DEPLOY_BUNDLE_DIR = 'dist/deploy';

export interface WorkerBundleSize {
  rawBytes: number;
  gzipBytes: number;
  files: number;
}

export interface WorkerBundleOptions {
  /** An environment of worker/wrangler.jsonc (`npm run deploy` checks `production`); none: the top level. */
  environment?: string;
  outdir?: string;
}

/**
 * The edge worker as it would be uploaded (`wrangler deploy --dry-run`, offline): the script plus its
 * wasm modules in dist/worker, with its size raw and gzipped (the Workers limit applies to the gzip size).
 * Wrangler checks the configuration and the assets directory on the way.
 */
export function buildWorkerBundle({
  environment,
  outdir = WORKER_BUNDLE_DIR,
}: WorkerBundleOptions = {}): WorkerBundleSize {
  rmSync(outdir, { recursive: true, force: true });
  const wrangler = wranglerBin();
  const args = ['deploy', '--dry-run', '--config', WRANGLER_CONFIG, '--outdir', resolve(outdir)];
  if (environment) args.push('--env', environment);
  const built = spawnSync(process.execPath, [wrangler, ...args], {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn' },
  });
  if (built.status !== 0) throw new Error(`wrangler deploy --dry-run exited with code ${built.status}`);
  const size = workerBundleSize(outdir);
  console.log(
    `worker bundle: ${size.files} files, ${kib(size.rawBytes)} raw, ${kib(size.gzipBytes)} gzip → ${outdir}`,
  );
  return size;
}

/** Sizes of what an upload sends: every module, source maps and the README wrangler writes excluded. */
export function workerBundleSize(dir = WORKER_BUNDLE_DIR): WorkerBundleSize {
  const files = listFiles(dir).filter((file) => !file.endsWith('.map') && !file.endsWith('README.md'));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    rawBytes += bytes.byteLength;
    gzipBytes += gzipSync(bytes, { level: 9 }).byteLength;
  }
  return { rawBytes, gzipBytes, files: files.length };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}
