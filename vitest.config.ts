import { defineConfig } from 'vitest/config';
import { isWorkerdAbortedBodyRejection } from './tests/worker/workerdAbortedBody.ts';

/** `npm test` runs every suite: unit tests beside their code, worker tests in workerd, end-to-end in Chromium. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{backend,balances,chain,currency,data,preview,protocol,components,pages,renderer,scripts,sw,trading,transfer,wallet}/**/*.test.{ts,tsx}',
            'tests/architecture/*.test.ts',
          ],
        },
      },
      // Worker tests run inside workerd; their project (and the loopback fixtures) live with them.
      'tests/worker/vitest.config.ts',
      // End-to-end in Chromium against the built site (builds once in its global setup).
      'tests/e2e/vitest.config.ts',
    ],
    onUnhandledError: (error) => (isWorkerdAbortedBodyRejection(error) ? false : undefined),
  },
});
