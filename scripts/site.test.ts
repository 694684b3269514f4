import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureSite } from '../tests/worker/fixtureSite.ts';
import type { RunningSite } from './site.ts';

/** `npm start` / `npm run serve` serve through the edge worker: wrangler dev on loopback, for real. */
describe('startSite', () => {
  let site: RunningSite;

  beforeAll(async () => {
    process.env.SITE_ASSETS_DIR = buildFixtureSite();
    // Nothing answers here: the page must still go out, with the default tags.
    process.env.DATA_API_URL = 'http://127.0.0.1:9/graphql';
    const { freeLoopbackPort, startSite } = await import('./site.ts');
    site = await startSite(await freeLoopbackPort(), { freshState: true });
  }, 120_000);

  afterAll(() => site?.stop());

  it('serves page routes with their preview tags, origin from the served URL', async () => {
    const response = await fetch(`${site.url}/swap`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('<meta name="x:preview" content="tags">');
    expect(html).toContain(`<meta property="og:url" content="${site.url}/swap">`);
  });

  it('answers the error catalogue and serves plain assets', async () => {
    const missing = await fetch(`${site.url}/api/image/tokens/ethereum/0x${'0'.repeat(40)}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Token not found.');
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).toBe('User-agent: *\n');
  });
});
