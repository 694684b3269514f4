import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { isLoopback } from '../data/endpointReachability.ts';
import { WORKER_VAR_KEYS } from '../worker/workerVars.ts';
import { WRANGLER_CONFIG } from './wranglerBin.ts';

/** The environment of worker/wrangler.jsonc that `npm run deploy` deploys. */
export const PRODUCTION_ENV = 'production';

export type WorkerVars = Record<(typeof WORKER_VAR_KEYS)[number], string>;

/**
 * What a production deploy runs with: the production environment's vars in worker/wrangler.jsonc, each
 * overridden by the deploying shell's environment when it sets it. The build reads the same values, so
 * pages, cards and the worker agree on every one.
 */
export function productionSettings(env: NodeJS.ProcessEnv): {
  vars: WorkerVars;
  overridden: (keyof WorkerVars)[];
} {
  const declared = productionVarsDeclared();
  const overridden = WORKER_VAR_KEYS.filter((key) => env[key] !== undefined && env[key] !== declared[key]);
  const vars = Object.fromEntries(
    WORKER_VAR_KEYS.map((key) => [key, env[key] ?? declared[key] ?? '']),
  ) as WorkerVars;
  return { vars, overridden };
}

/** Why these settings cannot go online, one reason a line; empty when they can. */
export function productionSettingsProblems(vars: WorkerVars): string[] {
  const problems: string[] = [];
  if (!vars.PUBLIC_ORIGIN.startsWith('https://')) {
    problems.push(
      'PUBLIC_ORIGIN must be the https origin the site is served at (e.g. https://swap-interface-edge.<subdomain>.workers.dev): pages and cards name it',
    );
  }
  for (const key of ['DATA_API_URL', 'CHAIN_RPC_URL'] as const) {
    if (!vars[key] || isLoopback(vars[key])) problems.push(`${key} must be a public URL, not "${vars[key]}"`);
  }
  if (vars.ENABLE_BENCH_ROUTES === 'true') problems.push('ENABLE_BENCH_ROUTES must stay off online');
  return problems;
}

function productionVarsDeclared(): Partial<WorkerVars> {
  const { config, error } = ts.parseConfigFileTextToJson(
    WRANGLER_CONFIG,
    readFileSync(WRANGLER_CONFIG, 'utf8'),
  );
  if (error) throw new Error(`${WRANGLER_CONFIG} is not JSONC`);
  const vars = (config as { env?: Record<string, { vars?: Partial<WorkerVars> }> }).env?.[PRODUCTION_ENV]
    ?.vars;
  if (!vars) throw new Error(`${WRANGLER_CONFIG} has no ${PRODUCTION_ENV} environment with vars`);
  return vars;
}
