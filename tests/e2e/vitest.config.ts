import { join } from 'node:path';
import { defineProject } from 'vitest/config';

const root = join(import.meta.dirname, '../..');

/**
 * End-to-end tests: Chromium (playwright-core) against the built site served as in production, with
 * the embedded Data API. The global setup builds once (E2E_SKIP_BUILD=1 skips it when dist is fresh).
 */
export default defineProject({
  root,
  test: {
    name: 'e2e',
    dir: join(root, 'tests/e2e'),
    include: ['**/*.test.ts'],
    globalSetup: [join(root, 'tests/e2e/globalSetup.ts')],
    environment: 'node',
    // One Chromium and one site on a 2-core machine: files run one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page fetches its scripts after its first paint, then hydrates and asks the Data API: with the
    // whole suite on two cores that takes longer than the one second `expect.poll` waits by default.
    expect: { poll: { timeout: 10_000 } },
  },
});
