import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import wranglerManifest from '../node_modules/wrangler/package.json' with { type: 'json' };
import { wranglerWorkerd } from './wranglerBin.ts';

const run = promisify(execFile);

describe('one workerd for npm start and the worker tests', () => {
  it('is the binary wrangler depends on, and it runs', async () => {
    const workerd = wranglerWorkerd();
    expect(workerd.version).toBe(wranglerManifest.dependencies.workerd);
    // `workerd --version` prints its release date: 1.20261117.1 → 2026-11-17.
    const date = workerd.version.split('.')[1] ?? '';
    const { stdout } = await run(workerd.path, ['--version']);
    expect(stdout.trim()).toBe(`workerd ${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`);
  });

  it('is the one the worker tests run (their pool would take its own older copy otherwise)', () => {
    const config = readFileSync('tests/worker/vitest.config.ts', 'utf8');
    expect(config).toContain('process.env.MINIFLARE_WORKERD_PATH = wranglerWorkerd().path;');
  });
});
