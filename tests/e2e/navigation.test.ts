import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Destination,
  type DestinationGroup,
  isDestinationGroup,
  SITE_NAVIGATION,
} from '../../renderer/siteNavigation.ts';
import { launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';

/**
 * The top bar's navigation: menus on a wide screen, a sheet behind Menu on a phone, every destination
 * a real link in the prerendered HTML, the current one marked, and the same layout before and after
 * the page's code runs.
 */
const CLIENT_DIR = join(import.meta.dirname, '..', '..', 'dist', 'client');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Each destination with the menu it sits in (none for a top-level link). */
type PlacedDestination = { group: DestinationGroup | undefined; destination: Destination };
const EVERY_DESTINATION: PlacedDestination[] = SITE_NAVIGATION.flatMap<PlacedDestination>((entry) =>
  isDestinationGroup(entry)
    ? entry.destinations.map((destination) => ({ group: entry, destination }))
    : [{ group: undefined, destination: entry }],
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page that records console errors and page errors (a hydration mismatch is one). */
async function watchedPage(viewport: typeof DESKTOP, javaScriptEnabled = true) {
  const page = await openPage(browser, { viewport, javaScriptEnabled });
  const problems: string[] = [];
  page.on('console', (message) => {
    // The tests' own block of the service worker script (browser.ts) is the one expected error.
    if (message.type() === 'error' && !message.text().includes('fetching the script'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** The top bar is interactive once hydrated (it marks itself ready). */
async function hydrated(page: Page) {
  await untilHydrated(page);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const currentLinkHref = (page: Page) =>
  page
    .locator('.site-nav a[aria-current="page"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('the prerendered HTML (crawlers, no JavaScript)', () => {
  for (const path of ['/', '/explore/pools/ethereum', '/swap']) {
    it(`${path} links every destination, and marks the current one`, async () => {
      const html = await (await fetch(siteUrl(path), { headers: { Accept: 'text/html' } })).text();
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const links = [...header.matchAll(/<a [^>]*>/g)].map(([tag]) => tag);
      for (const { destination } of EVERY_DESTINATION) {
        expect(
          links.filter((tag) => tag.includes(`href="${destination.href}"`)),
          destination.href,
        ).toHaveLength(1);
      }
      const current = links.filter((tag) => tag.includes('aria-current="page"'));
      const expected = { '/': [], '/explore/pools/ethereum': ['/explore/pools'], '/swap': ['/swap'] }[path];
      expect(current.map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual(expected);
      expect(header).toContain('aria-expanded="false"');
    });
  }

  it('lays the bar out the same before and after the code runs, and opens menus by focus without it', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      // Measured once the web fonts are in: a page measured during the fallback face would differ by it.
      const boxesOf = async (page: Page) => {
        await page.evaluate('document.fonts.ready.then(() => true)');
        return page
          .locator('.top-bar > *, .site-nav-entry:visible')
          .evaluateAll((elements) =>
            elements.map((element) => JSON.stringify(element.getBoundingClientRect().toJSON())),
          );
      };
      const without = await watchedPage(viewport, false);
      await without.page.goto(siteUrl('/explore'));
      const staticBoxes = await boxesOf(without.page);
      if (viewport === DESKTOP) {
        await nav(without.page).getByRole('button', { name: 'Explore' }).click();
        await nav(without.page).getByRole('link', { name: 'Pools', exact: true }).waitFor();
      } else {
        await without.page.getByRole('button', { name: 'Menu' }).click();
        await nav(without.page).getByRole('link', { name: 'Portfolio', exact: true }).waitFor();
      }
      await without.page.context().close();

      const live = await watchedPage(viewport);
      await live.page.goto(siteUrl('/explore'));
      await hydrated(live.page);
      expect(await boxesOf(live.page), `${viewport.width} px`).toEqual(staticBoxes);
      expect(live.problems).toEqual([]);
    }
  });
});

describe('desktop menus', () => {
  it('open, reach every destination, and mark it current', async () => {
    const { page } = await watchedPage(DESKTOP);
    await page.goto(siteUrl('/explore'));
    await hydrated(page);
    for (const { group, destination } of EVERY_DESTINATION) {
      if (group) {
        const toggle = nav(page).getByRole('button', { name: group.label });
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await nav(page).getByRole('link', { name: destination.label, exact: true }).isVisible()).toBe(
          false,
        );
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      }
      await nav(page).getByRole('link', { name: destination.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === destination.href);
      // A section another branch brings (NFTs, Portfolio) is the not-found page until it is merged.
      const built = existsSync(join(CLIENT_DIR, destination.href, 'index.html'));
      if (!built) await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => currentLinkHref(page)).toEqual(built ? [destination.href] : []);
      if (group) {
        const toggle = nav(page).getByRole('button', { name: group.label });
        // A new page closes the menu; its button shows the section the page is in.
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await toggle.getAttribute('data-current')).toBe('true');
      }
    }
  });

  it('close on Escape (focus back on the button), on a press outside, and when another opens', async () => {
    const { page, problems } = await watchedPage(DESKTOP);
    await page.goto(siteUrl('/swap'));
    await hydrated(page);
    const trade = nav(page).getByRole('button', { name: 'Trade' });
    const explore = nav(page).getByRole('button', { name: 'Explore' });
    const swap = nav(page).getByRole('link', { name: 'Swap', exact: true });

    await trade.focus();
    await page.keyboard.press('ArrowDown');
    expect(await trade.getAttribute('aria-expanded')).toBe('true');
    expect(await swap.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await swap.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Limit');
    await page.keyboard.press('Escape');
    expect(await trade.getAttribute('aria-expanded')).toBe('false');
    expect(await trade.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await swap.isVisible()).toBe(false);

    await trade.click();
    await explore.click();
    expect(await trade.getAttribute('aria-expanded')).toBe('false');
    expect(await explore.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(640, 600);
    expect(await explore.getAttribute('aria-expanded')).toBe('false');

    // Tabbing out of an open menu closes it.
    await explore.click();
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    expect(await explore.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('phone menu', () => {
  it('opens a sheet with every destination and the settings, traps focus, and closes on Escape', async () => {
    const { page, problems } = await watchedPage(PHONE);
    await page.goto(siteUrl('/explore'));
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await page.getByRole('button', { name: 'Connect' }).isVisible()).toBe(true);
    expect(await nav(page).isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (const { destination } of EVERY_DESTINATION) {
      expect(await nav(page).getByRole('link', { name: destination.label, exact: true }).isVisible()).toBe(
        true,
      );
    }
    expect(await currentLinkHref(page)).toEqual(['/explore']);
    expect(await page.getByRole('combobox', { name: 'Currency' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).isVisible()).toBe(true);
    expect(await page.locator('main').getAttribute('inert')).toBe('');

    const inMenu = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return (
          active !== null &&
          (active.classList.contains('top-bar-menu-button') ||
            document.getElementById('top-bar-menu')?.contains(active) === true)
        );
      });
    const stops = new Set<string>();
    for (let step = 0; step < 17; step++) {
      await page.keyboard.press('Tab');
      expect(await inMenu(), `Tab ${step + 1}`).toBe(true);
      stops.add(
        await page.evaluate(() => {
          const active = document.activeElement;
          return `${active?.tagName} ${active?.textContent || active?.getAttribute('aria-label')}`;
        }),
      );
    }
    // The button, ten links, the currency and the theme: Tab went round them all.
    expect([...stops]).toHaveLength(13);
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inMenu(), `Shift+Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page).isVisible()).toBe(false);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.locator('main').getAttribute('inert')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('closes on navigation (marking the new page current) and on a press beside it', async () => {
    const { page, problems } = await watchedPage(PHONE);
    await page.goto(siteUrl('/explore'));
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await nav(page).getByRole('link', { name: 'Pools', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/explore/pools');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page).isVisible()).toBe(false);
    await menu.click();
    expect(await currentLinkHref(page)).toEqual(['/explore/pools']);
    await nav(page).getByRole('link', { name: 'Swap', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/swap');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('heading', { name: 'Swap' }).first().isVisible()).toBe(true);

    // A press on the wallet beside the open sheet closes it, and the wallet's dialog opens.
    await menu.click();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('dialog').waitFor({ timeout: 20_000 });
    expect(await page.locator('main').getAttribute('inert')).toBeNull();
    expect(problems).toEqual([]);
  });
});
