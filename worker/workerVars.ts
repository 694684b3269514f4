import { PREVIEW_ENV_KEYS } from '../preview/previewConfig.ts';

/**
 * Every var the edge worker reads. worker/wrangler.jsonc declares each with its default (a test checks
 * the two lists agree) and scripts/site.ts passes on each one its own env sets, so a setting reaches the
 * worker as it reaches the build.
 */
export const WORKER_VAR_KEYS = [
  'DATA_API_URL',
  'PUBLIC_ORIGIN',
  'CHAIN_RPC_URL',
  'CHAIN_RPC_URLS',
  ...PREVIEW_ENV_KEYS,
  'DATA_API_TIMEOUT_MS',
  'ENABLE_BENCH_ROUTES',
] as const;
