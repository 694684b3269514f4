import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWhenTestEnds, launchBrowser, untilHydrated } from './browser.ts';
import { serveStaticSite } from './staticSite.ts';

const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');

let browser: Browser;
let site: Awaited<ReturnType<typeof serveStaticSite>>;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await serveStaticSite(CLIENT_DIR);
});
afterAll(async () => {
  await site?.stop();
  await browser?.close();
});

/** A token page the build prerendered, with its card. */
function prerenderedTokenPath(): string {
  const address = readdirSync(join(CLIENT_DIR, 'explore/tokens/ethereum')).find((name) =>
    name.startsWith('0x'),
  );
  if (!address) throw new Error('the build prerendered no Ethereum token page');
  return `/explore/tokens/ethereum/${address}`;
}

/** dist/client alone on a plain static server (no worker), as `npx serve dist/client` or any static host has it. */
describe('the static site without the edge', () => {
  it('serves prerendered pages with their preview tags, and the cards they name', async () => {
    const page = await fetch(`${site.origin}${prerenderedTokenPath()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\.png/);
    const card = await fetch(`${site.origin}${new URL(image ?? '', site.origin).pathname}`);
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('runs the app: a page hydrates and shows live data from the Data API, with no page error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    closeWhenTestEnds(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}/explore/tokens`);
    await untilHydrated(page);
    await expect.poll(() => page.locator('.tokens-table tbody tr.clickable').count()).toBeGreaterThan(0);
    // On to a token page by the app's own routing: its page data is a static file too.
    const link = page.locator('.tokens-table tbody tr.clickable a').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${site.origin}${href}`);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('installs the service worker, which takes the page under its control', async () => {
    const context = await browser.newContext();
    closeWhenTestEnds(context);
    const page = await context.newPage();
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    const offline = await fetch(`${site.origin}/offline`);
    expect(offline.status).toBe(200);
  });
});
