import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'fast-png';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLE_TOUCH_ICON_PATH,
  FAVICON_PATH,
  WEB_MANIFEST_PATH,
  type WebAppManifest,
} from '../../renderer/appManifest.ts';
import { buildServiceWorker } from '../../scripts/buildServiceWorker.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { GET_VERSION, OFFLINE_PAGE_PATH } from '../../sw/serviceWorkerContract.ts';
import { closeWhenTestEnds, siteUrl } from './browser.ts';

const SITE = new URL(siteUrl()).origin;
const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');
const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

const profiles: string[] = [];

beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));
afterAll(() => Promise.all(profiles.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * A fresh browser profile (no worker, no caches) with the page controlled by the service worker. A
 * persistent profile, because Chromium never finds an app installable in an incognito context.
 */
async function installedApp(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const profile = await mkdtemp(join(tmpdir(), 'pwa-profile-'));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport,
  });
  closeWhenTestEnds(context);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${SITE}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  return { context, page };
}

function serviceWorkerVersion(page: Page): Promise<string> {
  return page.evaluate(
    (type) =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage({ type }, [channel.port2]);
      }),
    GET_VERSION,
  );
}

/** The first token page the explore table links to (`/explore/tokens/{chain}/{address}`). */
async function tokenPathFromExplore(page: Page): Promise<string> {
  await page.goto(`${SITE}/explore`);
  const links = page.locator('a[href^="/explore/tokens/"]');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const tokenPage = hrefs.find((href) => href.split('/').length === 5);
  if (!tokenPage) throw new Error('no token page link on /explore');
  return tokenPage;
}

async function close(context: BrowserContext): Promise<void> {
  await context.close();
}

describe('installable app', () => {
  it('registers the service worker, which controls the page', async () => {
    const { context, page } = await installedApp();
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptUrl).toBe(`${SITE}/sw.js`);
    const sw = await page.request.get(`${SITE}/sw.js`);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await close(context);
  });

  it('serves a manifest whose every field and icon resolves, and Chromium finds it installable', async () => {
    const { context, page } = await installedApp();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(WEB_MANIFEST_PATH);
    const response = await page.request.get(`${SITE}${WEB_MANIFEST_PATH}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    for (const field of ['name', 'short_name', 'description', 'theme_color', 'background_color'] as const) {
      expect(manifest[field], field).toBeTruthy();
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect((await page.request.get(`${SITE}${manifest.start_url}`)).status()).toBe(200);

    const icons = [
      ...manifest.icons,
      { src: APPLE_TOUCH_ICON_PATH, sizes: '180x180', purpose: 'apple-touch-icon' },
    ];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
      '180x180 apple-touch-icon',
    ]);
    for (const icon of icons) {
      const image = await page.request.get(`${SITE}${icon.src}`);
      expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([
        icon.src,
        200,
        'image/png',
      ]);
      const png = decode(await image.body());
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      APPLE_TOUCH_ICON_PATH,
    );
    const favicon = await page.request.get(`${SITE}${FAVICON_PATH}`);
    expect(favicon.status()).toBe(200);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    console.log('Page.getInstallabilityErrors:', JSON.stringify(installabilityErrors));
    expect(installabilityErrors).toEqual([]);
    await close(context);
  });

  it('sends HTML no-cache and hashed assets immutable', async () => {
    const { context, page } = await installedApp();
    const html = await page.request.get(`${SITE}/explore`);
    expect(html.headers()['cache-control']).toBe('no-cache');
    const script = await page
      .locator('link[rel="modulepreload"][href^="/assets/"]')
      .first()
      .getAttribute('href');
    const asset = await page.request.get(`${SITE}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await close(context);
  });

  it('shows a visited token page offline with its data and the offline banner', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await installedApp(viewport);
      const tokenPath = await tokenPathFromExplore(page);
      await page.goto(`${SITE}${tokenPath}`);
      const price = page.getByTestId('token-price');
      await expect.poll(() => price.textContent(), { timeout: 15_000 }).toMatch(/\$/);
      // What the page shows once its live queries have answered (the prerendered values may be older).
      await page.waitForLoadState('networkidle');
      const seen = {
        name: await page.locator('.token-header h1').textContent(),
        price: await price.textContent(),
      };
      // Its logo is kept too (asked for with CORS, so the cache can tell a real 200).
      const keptLogos = await page.evaluate(async (dataApi) => {
        const kept = await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((r) => r.url),
          ),
        );
        return kept
          .flat()
          .filter((url) => url.startsWith(new URL(dataApi).origin) && !url.startsWith(dataApi));
      }, dataApiUrl());
      expect(keptLogos.length).toBeGreaterThan(0);

      await context.setOffline(true);
      const fromCache: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(dataApiUrl()) && response.fromServiceWorker() && response.ok()) {
          fromCache.push(response.url());
        }
      });
      await page.reload();
      await page.getByText(/Offline — showing data from/).waitFor({ timeout: 15_000 });
      await expect.poll(() => price.textContent()).toBe(seen.price);
      expect(await page.locator('.token-header h1').textContent()).toBe(seen.name);
      // The page's own Data API queries were answered, offline, from the service worker's cache.
      expect(fromCache.length).toBeGreaterThan(0);
      await page.screenshot({ path: join(SCREENSHOTS, `pwa-offline-banner-${name}.png`) });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: join(SCREENSHOTS, `pwa-offline-banner-${name}-dark.png`) });
      await page.emulateMedia({ colorScheme: 'light' });

      // A page this device never opened: the offline page, not a broken app.
      const unvisited = tokenPath.replace(/[^/]+$/, '0x000000000000000000000000000000000000dead');
      await page.goto(`${SITE}${unvisited}`);
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `pwa-offline-page-${name}.png`) });
      await close(context);
    }
  }, 150_000);

  it('shows a visited portfolio offline with its total, balances and the offline banner', async () => {
    const { context, page } = await installedApp();
    // Any address has a portfolio in the embedded dataset; this one was never prerendered (its shell is).
    const path = '/portfolio/0x8ba1f109551bd432803012645ac136ddd64dba72';
    await page.goto(`${SITE}${path}`);
    const total = page.getByTestId('portfolio-total');
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toMatch(/^\$/);
    const rows = page.getByTestId('portfolio-token-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const seen = { total: await total.textContent(), rows: await rows.count() };

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/Offline — showing data from/).waitFor({ timeout: 15_000 });
    await expect.poll(() => total.textContent()).toBe(seen.total);
    await expect.poll(() => rows.count()).toBe(seen.rows);
    await page.screenshot({ path: join(SCREENSHOTS, 'pwa-offline-portfolio.png') });
    await close(context);
  }, 90_000);

  it('says saved data is shown because the Data API is unreachable, not Offline, while the browser is online', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await installedApp(viewport);
      try {
        const tokenPath = await tokenPathFromExplore(page);
        await page.goto(`${SITE}${tokenPath}`);
        const price = page.getByTestId('token-price');
        await expect.poll(() => price.textContent(), { timeout: 15_000 }).toMatch(/\$/);
        await page.waitForLoadState('networkidle');

        // Online, but the Data API refuses every connection: the service worker answers from its cache.
        const dataApi = new RegExp(`^${dataApiUrl().replace(/[.?]/g, '\\$&')}`);
        await context.route(dataApi, (route) => route.abort('connectionrefused'));
        await page.reload();
        const banner = page.getByRole('status').filter({ hasText: 'Showing saved data' });
        await banner.waitFor({ timeout: 15_000 });
        expect(await banner.textContent()).toMatch(
          /^Showing saved data from .+ because the Data API is slow or unreachable$/,
        );
        expect(await page.getByText('Offline').count()).toBe(0);
        await expect.poll(() => price.textContent()).toMatch(/\$/);
        await page.screenshot({ path: join(SCREENSHOTS, `pwa-saved-data-banner-${name}.png`) });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: join(SCREENSHOTS, `pwa-saved-data-banner-${name}-dark.png`) });
        await page.emulateMedia({ colorScheme: 'light' });

        // Now the browser itself goes offline: the same saved data, and now it says Offline.
        await context.setOffline(true);
        await page.reload();
        await page.getByText(/Offline — showing data from/).waitFor({ timeout: 15_000 });
        expect(await page.getByText('Showing saved data').count()).toBe(0);
      } finally {
        await close(context);
      }
    }
  }, 150_000);

  it('lets /api/image navigations reach the worker with the service worker installed', async () => {
    const { context, page } = await installedApp();
    const tokenPath = await tokenPathFromExplore(page);
    const imagePath = tokenPath.replace('/explore/tokens/', '/api/image/tokens/');
    const navigation = await page.goto(`${SITE}${imagePath}`);
    // The same answer as a request that no service worker can see: the worker's own.
    const direct = await page.request.get(`${SITE}${imagePath}`);
    expect(navigation?.fromServiceWorker()).toBe(false);
    expect([navigation?.status(), navigation?.headers()['content-type']]).toEqual([
      direct.status(),
      direct.headers()['content-type'],
    ]);
    // Every answer of the edge worker carries its security header (the image itself is the worker's own test).
    expect(navigation?.headers()['x-content-type-options']).toBe('nosniff');
    await close(context);
  });

  it('announces a new version, reloads only on Reload, and then runs it', async () => {
    const offlinePage = join(CLIENT_DIR, OFFLINE_PAGE_PATH);
    const original = await readFile(offlinePage, 'utf8');
    const { context, page } = await installedApp(VIEWPORTS.mobile);
    try {
      const before = await serviceWorkerVersion(page);
      // A rebuild with a change: one precached file differs, so the build writes a genuinely new sw.js.
      await writeFile(offlinePage, original.replace('</body>', '<!-- rebuilt --></body>'));
      const rebuilt = await buildServiceWorker(CLIENT_DIR, dataApiUrl());
      expect(rebuilt.version).not.toBe(before);
      await expect
        .poll(async () => (await page.request.get(`${SITE}/sw.js`)).text(), { timeout: 20_000 })
        .toContain(rebuilt.version);

      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      let loads = 0;
      page.on('load', () => loads++);
      const prompt = page.getByText('A new version is available');
      await prompt.waitFor({ timeout: 20_000 });
      // Nothing reloads by itself: the new version is installed and waits, the page stays on the old.
      await page.waitForFunction(
        () => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state === 'installed'),
        undefined,
        { timeout: 20_000 },
      );
      expect([loads, await serviceWorkerVersion(page)]).toEqual([0, before]);
      await page.screenshot({ path: join(SCREENSHOTS, 'pwa-update-prompt-mobile.png') });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.screenshot({ path: join(SCREENSHOTS, 'pwa-update-prompt-desktop.png') });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: join(SCREENSHOTS, 'pwa-update-prompt-desktop-dark.png') });

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      await expect.poll(() => serviceWorkerVersion(page)).toBe(rebuilt.version);
      // Exactly one reload, on the new version taking control: none waits and nothing is in flight.
      await page.waitForFunction(
        () =>
          navigator.serviceWorker.getRegistration().then((r) => r?.active !== null && r?.waiting === null),
        undefined,
        { timeout: 20_000 },
      );
      await page.waitForLoadState('networkidle');
      expect([loads, await prompt.count()]).toEqual([1, 0]);
    } finally {
      await close(context);
      await writeFile(offlinePage, original);
      await buildServiceWorker(CLIENT_DIR, dataApiUrl());
    }
  }, 90_000);
});
