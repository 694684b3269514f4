import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const DEVICES = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/**
 * The page as it stands, desktop and 390 px, light and dark, as `{name}-{device}-{scheme}.png` in `dir`
 * (a test file's opt-in `*_SHOTS` folder; nothing without one). The page gets its size and scheme back.
 * `fullPage` shoots from the top: a full-page shot of a scrolled page draws the sticky top bar where the
 * window was.
 */
export async function saveScreens(
  page: Page,
  dir: string | undefined,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [device, viewport] of DEVICES) {
    await page.setViewportSize(viewport);
    if (fullPage) {
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: join(dir, `${name}-${device}-${colorScheme}.png`), fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (size) await page.setViewportSize(size);
}
