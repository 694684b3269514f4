import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { FIRST_ANSWER_SLOT_ATTRIBUTE, FIRST_ANSWERS_ELEMENT_ID } from '../../data/firstAnswers.ts';
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

/**
 * The page as the edge sends it when the Data API does not answer it either: the first answer
 * (worker/firstAnswer.ts) is taken out while the HTML is parsed, before any script runs, so the app asks
 * the Data API itself, as on a page the edge could not fill.
 */
export async function withoutFirstAnswer(page: Page): Promise<void> {
  await page.addInitScript(
    ({ elementId, slotAttribute }) => {
      const unfill = () => {
        document.getElementById(elementId)?.remove();
        for (const slot of document.querySelectorAll(`[${slotAttribute}]`)) {
          if (!slot.textContent) continue;
          slot.textContent = '';
          if (slot.tagName === 'SPAN') slot.className = 'skeleton';
        }
      };
      const parsing = new MutationObserver(unfill);
      parsing.observe(document, { childList: true, subtree: true });
      document.addEventListener('readystatechange', () => parsing.disconnect(), { once: true });
    },
    { elementId: FIRST_ANSWERS_ELEMENT_ID, slotAttribute: FIRST_ANSWER_SLOT_ATTRIBUTE },
  );
}

/**
 * Waits for the app to hydrate: the top bar is marked ready then (renderer/TopBar.tsx). A page's scripts
 * are fetched only after its first paint (renderer/appEntryAfterFirstPaint.ts), so the load event does
 * not mean the app runs yet.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('.top-bar[data-ready]').waitFor({ timeout: 20_000 });
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
