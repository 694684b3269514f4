import { spawnSync } from 'node:child_process';
import { isBuildFresh } from './buildFreshness.ts';
import { buildWorkerBundle, DEPLOY_BUNDLE_DIR } from './buildWorkerBundle.ts';
import { PRODUCTION_ENV, productionSettings, productionSettingsProblems } from './productionSettings.ts';
import { SITE_ASSETS_DIR } from './site.ts';
import { assetsSize, measureAgainstWorkersLimits } from './workersLimits.ts';
import { WRANGLER_CONFIG, wranglerBin } from './wranglerBin.ts';

/**
 * `npm run deploy`: builds the site with the production settings (worker/wrangler.jsonc's `production`
 * environment, overridden by this shell's environment) and deploys the edge worker with dist/client as its
 * static assets (`wrangler deploy --env production`). It refuses, before doing anything, without Cloudflare
 * credentials or with settings that point at this machine.
 *
 * `npm run deploy -- --dry-run`: wrangler's own dry run of the production environment, offline and with
 * no credentials (configuration, bundle and assets checked, nothing uploaded), on the existing build when
 * it is fresh; prints the upload against the Workers limits and fails when Cloudflare would refuse it.
 */
const dryRun = process.argv.includes('--dry-run');
const { vars, overridden } = productionSettings(process.env);

if (!dryRun) {
  if (!process.env.CLOUDFLARE_API_TOKEN) {
    stop(
      'npm run deploy needs Cloudflare credentials: set CLOUDFLARE_API_TOKEN (a token with the "Edit Cloudflare Workers" template) and, when the token reaches more than one account, CLOUDFLARE_ACCOUNT_ID. Nothing was built or sent. `npm run deploy -- --dry-run` checks everything without them.',
    );
  }
  const problems = productionSettingsProblems(vars);
  if (problems.length > 0) stop(`Not deploying (nothing was built or sent):\n- ${problems.join('\n- ')}`);
}
if (overridden.length > 0)
  console.log(`From this environment, over worker/wrangler.jsonc: ${overridden.join(', ')}`);
if (!dryRun && !process.env.DATA_API_KEY) {
  console.log('No DATA_API_KEY: the build asks DATA_API_URL without a key, and browsers ask it directly.');
}

if (!dryRun || !isBuildFresh()) {
  // A deploy always builds, with the production settings, so its pages name the production origin and
  // endpoints. A dry run checks the bundle and the configuration, which no build setting changes: it
  // reuses any fresh build, or makes the local one (offline, with the embedded Data API).
  const env = dryRun ? process.env : { ...process.env, ...vars };
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (built.status !== 0) stop(`npm run build failed with status ${built.status}`);
} else {
  console.log(`Reusing the fresh build in ${SITE_ASSETS_DIR}.`);
}

const bundle = buildWorkerBundle({ environment: PRODUCTION_ENV, outdir: DEPLOY_BUNDLE_DIR });
const { lines, refused, overFreePlan } = measureAgainstWorkersLimits(bundle, assetsSize(SITE_ASSETS_DIR));
for (const line of lines) console.log(line);
if (refused.length > 0) stop(`Cloudflare would refuse this upload: ${refused.join('; ')}.`);
if (overFreePlan)
  console.warn('Warning: the worker bundle is over the free plan limit: it needs the paid plan.');
if (dryRun) {
  console.log(`Dry run: wrangler accepted the ${PRODUCTION_ENV} environment; nothing was uploaded.`);
  process.exit(0);
}

const overrides = overridden.flatMap((key) => ['--var', `${key}:${vars[key]}`]);
const deployed = spawnSync(
  process.execPath,
  [wranglerBin(), 'deploy', '--config', WRANGLER_CONFIG, '--env', PRODUCTION_ENV, ...overrides],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
if (deployed.status !== 0) stop(`wrangler deploy exited with code ${deployed.status}`);

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}
