import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh page with its own context (cookies, storage, locale). Inside a test the context is closed
 * when the test ends, passed or failed, so a failing test never leaves its page running into the next.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  closeWhenTestEnds(context);
  // The service worker would answer from its cache between tests; each test wants the live site.
  await context.route('**/sw.js', (route) => route.abort());
  return context.newPage();
}

/**
 * Holds back every script of `page` until `release()`: the prerendered page shows, but nothing is
 * hydrated, as on a slow phone while the scripts download.
 */
export async function holdScripts(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** A path on the site under test (served by the global setup on `PORT`). */
export function siteUrl(path = '/'): string {
  return new URL(path, `http://127.0.0.1:${process.env.PORT ?? 8787}`).href;
}

/** Closes `context` when the running test ends, however it ends; outside a test the caller closes it. */
export function closeWhenTestEnds(context: { close(): Promise<void> }): void {
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test (the screenshot script): the caller closes what it opened.
  }
}
