import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_SCRIPTS_ATTRIBUTE,
  appEntryBootScript,
  withAppEntryAfterFirstPaint,
} from './appEntryAfterFirstPaint.ts';

/** A page as vike writes it: script preloads in the head, the entry at the end of the body. */
const VIKE_PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/style.css">
<link rel="modulepreload" href="/assets/entries/pages_swap.js" as="script" type="text/javascript">
<link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">
</head><body><div id="app"><p>Swap</p></div>
<script id="vike_pageContext" type="application/json">{"pageId":"/pages/swap"}</script>
<script src="/assets/entries/entry-client-routing.js" type="module" async></script></body></html>`;

describe('scripts after the first paint', () => {
  const page = withAppEntryAfterFirstPaint(VIKE_PAGE);
  const template = /<template data-app-scripts>(.*?)<\/template>/.exec(page)?.[1] ?? '';

  it('leaves no script the browser would fetch or run before the page is painted', () => {
    const outsideTemplate = page.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outsideTemplate).not.toContain('modulepreload');
    expect(outsideTemplate).not.toContain('type="module"');
    expect(outsideTemplate).toContain(
      '<link rel="stylesheet" type="text/css" href="/assets/static/style.css">',
    );
    expect(outsideTemplate).toContain('<script id="vike_pageContext" type="application/json">');
  });

  it('keeps every preload, the entry marked, in one inert template followed by the boot script', () => {
    expect(template.match(/<link [^>]+>/g)).toEqual([
      `<link rel="modulepreload" href="/assets/entries/entry-client-routing.js" ${APP_ENTRY_ATTRIBUTE}>`,
      '<link rel="modulepreload" href="/assets/entries/pages_swap.js" as="script" type="text/javascript">',
      '<link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">',
    ]);
    expect(page).toContain(`</template><script>${appEntryBootScript}</script></body>`);
    expect(appEntryBootScript).toContain(`template[${APP_SCRIPTS_ATTRIBUTE}]`);
  });

  it("adds the renderer's scripts to the preloads, once each", () => {
    const withRenderer = withAppEntryAfterFirstPaint(VIKE_PAGE, [
      '/assets/chunks/chunk-React.js',
      '/assets/chunks/chunk-A.js',
      '/assets/entries/entry-client-routing.js',
    ]);
    const links = /<template data-app-scripts>(.*?)<\/template>/
      .exec(withRenderer)?.[1]
      ?.match(/<link [^>]+>/g);
    expect(links).toEqual([
      `<link rel="modulepreload" href="/assets/entries/entry-client-routing.js" ${APP_ENTRY_ATTRIBUTE}>`,
      '<link rel="modulepreload" href="/assets/entries/pages_swap.js" as="script" type="text/javascript">',
      '<link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">',
      '<link rel="modulepreload" href="/assets/chunks/chunk-React.js" as="script" type="text/javascript">',
    ]);
  });

  it('refuses a page whose entry tag it cannot find, rather than shipping a page that never hydrates', () => {
    expect(() => withAppEntryAfterFirstPaint('<html><body><p>no scripts</p></body></html>')).toThrow(
      /entry script tag is missing/,
    );
  });
});
