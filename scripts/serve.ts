import { ensureDataApi } from './dataApiProcess.ts';
import { startSite } from './site.ts';

/**
 * `npm run serve`: the existing build through the edge worker (wrangler dev), with a Data API beside it.
 * A configured Data API that does not answer is a warning, not a failure: the site serves without it.
 */
const dataApi = await ensureDataApi({ whenDown: 'warn' });
const site = await startSite().catch(async (error: unknown) => {
  await dataApi.stop();
  throw error;
});
console.log(`Data API  ${dataApi.url}\nSite      ${site.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await site.stop();
    await dataApi.stop();
    process.exit(0);
  });
}
