import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const NODE_MODULES = path.resolve('node_modules');

/** The installed manifest of `name` as a package in `dependent` would load it (nested copy first). */
function installed(name: string, dependent = NODE_MODULES): { dir: string; workerd: string | undefined } {
  const nested = path.join(dependent, 'node_modules', name);
  const dir = existsSync(nested) ? nested : path.join(NODE_MODULES, name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return { dir, workerd: manifest.dependencies?.workerd };
}

/**
 * `npm start` serves the worker through wrangler's workerd; the worker tests run it through the
 * vitest pool's miniflare. Two runtimes would let a test pass on one and the product fail on the
 * other, so wrangler is pinned to the release whose workerd the pool runs.
 */
describe('workerd', () => {
  it('is one version for npm start (wrangler) and the worker tests (vitest-pool-workers)', () => {
    const wrangler = installed('wrangler');
    const pool = installed('@cloudflare/vitest-pool-workers');
    expect(wrangler.workerd).toMatch(/^1\.\d{8}\.\d+$/);
    expect(wrangler.workerd).toBe(installed('miniflare', pool.dir).workerd);
  });
});
