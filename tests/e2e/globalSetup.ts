import { spawnSync } from 'node:child_process';
import { ensureChain } from '../../scripts/chainProcess.ts';
import { ensureDataApi } from '../../scripts/dataApiProcess.ts';
import { startSite } from '../../scripts/site.ts';

/**
 * Builds the site once (unless E2E_SKIP_BUILD=1 says dist is fresh), then serves it with the local chain
 * and a Data API for the whole e2e run. The chain starts first: the Data API's indexer connects to it.
 */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run build failed with status ${built.status}`);
  }
  const chain = await ensureChain();
  const dataApi = await ensureDataApi();
  const site = await startSite(undefined, { freshState: true });
  return async () => {
    await site.stop();
    await dataApi.stop();
    await chain.stop();
  };
}
