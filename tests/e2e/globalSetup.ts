import { spawnSync } from 'node:child_process';
import { ensureChain } from '../../scripts/chainProcess.ts';
import { ensureDataApi } from '../../scripts/dataApiProcess.ts';
import { startSite } from '../../scripts/site.ts';
import { e2eChainRpcUrls } from './secondChain.ts';

/**
 * Builds the site once (unless E2E_SKIP_BUILD=1 says dist is fresh), then serves it with the local chain
 * and a Data API for the whole e2e run. The chain starts first: the Data API's indexer connects to it.
 * The build and the site trade on two local chains (secondChain.ts); the tests' own env stays as given,
 * so each reaches the default chain as before.
 */
export default async function setup() {
  const chains = e2eChainRpcUrls();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: chains ? { ...process.env, CHAIN_RPC_URLS: chains } : process.env,
    });
    if (built.status !== 0) throw new Error(`npm run build failed with status ${built.status}`);
  }
  const chain = await ensureChain();
  const dataApi = await ensureDataApi();
  // The site reads its vars from this process's env: set for its start only.
  if (chains) process.env.CHAIN_RPC_URLS = chains;
  const site = await startSite(undefined, { freshState: true }).finally(() => {
    if (chains) delete process.env.CHAIN_RPC_URLS;
  });
  return async () => {
    await site.stop();
    await dataApi.stop();
    await chain.stop();
  };
}
