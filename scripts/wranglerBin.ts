import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The edge worker's wrangler configuration: `npm start`, the build's bundle and `npm run deploy` run it. */
export const WRANGLER_CONFIG = 'worker/wrangler.jsonc';

const wranglerManifest = () => createRequire(import.meta.url).resolve('wrangler/package.json');

/**
 * Path of the installed wrangler CLI script, run with this process's Node (22): wrangler's package
 * exports do not expose its bin, so it is read from its package.json.
 */
export function wranglerBin(): string {
  const manifestPath = wranglerManifest();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  const bin = manifest.bin.wrangler;
  if (!bin) throw new Error('wrangler has no `wrangler` bin');
  return join(dirname(manifestPath), bin);
}

/**
 * The workerd binary wrangler runs (its own `workerd` dependency). The worker tests' pool brings an
 * older one with its miniflare; both take `MINIFLARE_WORKERD_PATH`, so `npm start` and the worker tests
 * are pointed at this one binary: a test cannot pass on one runtime while the product runs another.
 */
export function wranglerWorkerd(): { path: string; version: string } {
  const fromWrangler = createRequire(wranglerManifest());
  const { default: path } = fromWrangler('workerd') as { default: string };
  const { version } = fromWrangler('workerd/package.json') as { version: string };
  return { path, version };
}
