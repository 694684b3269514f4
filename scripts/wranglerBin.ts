import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Path of the installed wrangler CLI script, run with this process's Node (22): wrangler's package
 * exports do not expose its bin, so it is read from its package.json.
 */
export function wranglerBin(): string {
  const manifestPath = createRequire(import.meta.url).resolve('wrangler/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  const bin = manifest.bin.wrangler;
  if (!bin) throw new Error('wrangler has no `wrangler` bin');
  return join(dirname(manifestPath), bin);
}
