import { ensureChain } from './chainProcess.ts';
import { ensureDataApi } from './dataApiProcess.ts';
import { startSite } from './site.ts';

/**
 * `npm run serve`: the existing build through the edge worker (wrangler dev), with the local chain and a
 * Data API beside it. The chain starts first: the Data API's indexer connects to it.
 */
const chain = await ensureChain();
const dataApi = await ensureDataApi().catch(async (error: unknown) => {
  await chain.stop();
  throw error;
});
const site = await startSite().catch(async (error: unknown) => {
  await dataApi.stop();
  await chain.stop();
  throw error;
});
console.log(`Chain     ${chain.url}\nData API  ${dataApi.url}\nSite      ${site.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await site.stop();
    await dataApi.stop();
    await chain.stop();
    process.exit(0);
  });
}
