import { join } from 'node:path';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';
import { wranglerWorkerd } from '../../scripts/wranglerBin.ts';
import { buildFixtureSite } from './fixtureSite.ts';

const root = join(import.meta.dirname, '../..');
const fixtureSite = buildFixtureSite();
// The pool runs the workerd `npm start` runs (wrangler's), not the older one its miniflare brings.
process.env.MINIFLARE_WORKERD_PATH = wranglerWorkerd().path;

/**
 * Worker tests run inside workerd (@cloudflare/vitest-pool-workers) against the real worker and its
 * wrangler.jsonc, with the fixture site as ASSETS and every outbound fetch going to loopback fixtures.
 */
export default defineProject({
  root,
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: join(root, 'worker/wrangler.jsonc') },
      miniflare: {
        assets: {
          directory: fixtureSite,
          binding: 'ASSETS',
          routerConfig: { invoke_user_worker_ahead_of_assets: true },
          assetConfig: { html_handling: 'drop-trailing-slash', not_found_handling: 'none' },
        },
        bindings: {
          DATA_API_URL: `http://127.0.0.1:${inject('dataApiPort')}/graphql`,
          PUBLIC_ORIGIN: `http://127.0.0.1:${inject('sitePort')}`,
          BRAND_NAME: 'Uniswap',
          PREVIEW_LOGO_ORIGINS: `http://127.0.0.1:${inject('logoPort')}`,
          PREVIEW_ALLOW_LOCAL_NETWORK: 'true',
          PREVIEW_ASSET_SOURCE: 'none',
          ENABLE_BENCH_ROUTES: 'false',
          // The edge's bounds, shortened: a test waits on the rule (default tags, default colour),
          // never on the clock.
          DATA_API_TIMEOUT_MS: '500',
          PREVIEW_LOGO_TIMEOUT_MS: '500',
        },
      },
    })),
  ],
  test: {
    name: 'worker',
    dir: join(root, 'tests/worker'),
    include: ['**/*.test.ts'],
    globalSetup: [join(root, 'tests/worker/fixtureServers.ts')],
    testTimeout: 20_000,
  },
});
