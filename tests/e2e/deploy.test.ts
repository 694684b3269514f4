import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_BUNDLE_DIR, workerBundleSize } from '../../scripts/buildWorkerBundle.ts';
import { WORKERS_LIMITS } from '../../scripts/workersLimits.ts';

/** `npm run deploy` as a deployer without Cloudflare credentials runs it. */
function deploy(...args: string[]) {
  const env = {
    ...process.env,
    CLOUDFLARE_API_TOKEN: '',
    CLOUDFLARE_ACCOUNT_ID: '',
    WRANGLER_SEND_METRICS: 'false',
  };
  return spawnSync('npm', ['run', 'deploy', '--', ...args], { encoding: 'utf8', env });
}

/** Runs after the global setup's build: the dry run reuses it rather than building again. */
describe('npm run deploy', () => {
  it('--dry-run: wrangler accepts the production environment offline, and the bundle fits the free plan', () => {
    const run = deploy('--dry-run');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Reusing the fresh build');
    expect(run.stdout).toContain('wrangler accepted the production environment');
    const size = workerBundleSize(DEPLOY_BUNDLE_DIR);
    console.log(
      run.stdout
        .split('\n')
        .filter((line) => /^(worker bundle|static assets):/.test(line))
        .join('\n'),
    );
    expect(size.files).toBeGreaterThan(0);
    expect(size.gzipBytes).toBeLessThanOrEqual(WORKERS_LIMITS.freeGzipBytes);
  }, 120_000);

  it('stops with a clear message before building anything when there are no Cloudflare credentials', () => {
    const builtAt = statSync('dist/client/index.html').mtimeMs;
    const run = deploy();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run deploy needs Cloudflare credentials: set CLOUDFLARE_API_TOKEN');
    expect(statSync('dist/client/index.html').mtimeMs).toBe(builtAt);
  }, 60_000);
});
