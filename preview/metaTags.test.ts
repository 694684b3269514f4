import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPreviewTags } from './metaTags.ts';
import { DEFAULT_PAGE_DESCRIPTION, defaultPagePreview } from './pagePreview.ts';
import { tokenPagePreview, tokenPreviewRecord } from './tokenPreview.ts';

const ORIGIN = 'https://app.example.org';
const HOSTILE = [
  '"quoted" \'single\'',
  '<script>alert(1)</script>',
  '</head><body>',
  'AT&T &amp; co',
  '\u202Eevil\u202C',
  'zero\u200Bwidth\u200D',
  'x'.repeat(10_000),
];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
});
afterAll(() => browser?.close());

/** Reads the head the way a crawler does: Chromium's HTML parser, not a regex. */
async function parseHead(tags: string) {
  const page = await browser.newPage();
  try {
    return await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const meta: Record<string, string> = {};
      for (const el of doc.head.querySelectorAll('meta')) {
        meta[el.getAttribute('property') ?? el.getAttribute('name') ?? ''] = el.getAttribute('content') ?? '';
      }
      return {
        title: doc.title,
        meta,
        headChildren: doc.head.children.length,
        scripts: doc.querySelectorAll('script').length,
        bodyText: doc.body.textContent,
      };
    }, `<!DOCTYPE html><html><head>${tags}<script id="app"></script></head><body></body></html>`);
  } finally {
    await page.close();
  }
}

describe('renderPreviewTags', () => {
  it('writes every tag of the list with absolute URLs from the configured origin', async () => {
    const preview = defaultPagePreview('/explore');
    const head = await parseHead(renderPreviewTags(preview, ORIGIN));
    expect(head.title).toBe('Uniswap Interface');
    expect(head.meta).toMatchObject({
      'x:preview': 'tags',
      description: DEFAULT_PAGE_DESCRIPTION,
      'og:title': 'Uniswap Interface',
      'og:description': DEFAULT_PAGE_DESCRIPTION,
      'og:type': 'website',
      'og:url': `${ORIGIN}/explore`,
      'og:site_name': 'Uniswap',
      'og:image': `${ORIGIN}${preview.imagePath}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/png',
      'og:image:alt': 'Uniswap Interface',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Uniswap Interface',
      'twitter:description': DEFAULT_PAGE_DESCRIPTION,
      'twitter:image': `${ORIGIN}${preview.imagePath}`,
      'twitter:image:alt': 'Uniswap Interface',
      'theme-color': '#FC72FF',
    });
    expect(preview.imagePath).toMatch(/^\/images\/[0-9a-f]{16}\.png$/);
  });

  it('uses the token title rule and the brand', async () => {
    const record = tokenPreviewRecord(
      {
        chain: 'ETHEREUM',
        address: '0xA0b8',
        symbol: 'USDC',
        name: 'USD Coin',
        logoUrl: undefined,
        market: { price: 1, volume24h: 312_400_000 },
      },
      { brandName: 'Acme' },
      'prerendered',
    );
    if (!record) throw new Error('valid token expected');
    const head = await parseHead(renderPreviewTags(tokenPagePreview(record), ORIGIN, 'Acme'));
    expect(head.title).toBe('Get USDC on Acme');
    expect(head.meta['og:url']).toBe(`${ORIGIN}/explore/tokens/ethereum/0xa0b8`);
    expect(head.meta['og:image']).toMatch(
      /^https:\/\/app\.example\.org\/images\/previews\/tokens\/ethereum\/0xa0b8\.png\?v=[0-9a-f]{16}$/,
    );
    expect(head.meta['og:site_name']).toBe('Acme');
    // Search engines and link previews read the token's market from the description.
    const description =
      'USD Coin (USDC) on Ethereum: price $1.00, 24h volume $312.4M. Price chart, pools and transactions on Acme.';
    expect(head.meta.description).toBe(description);
    expect(head.meta['og:description']).toBe(description);
    expect(head.meta['twitter:description']).toBe(description);
  });

  it.each(HOSTILE)('keeps a hostile name inside its attribute: %#', async (hostile) => {
    const record = tokenPreviewRecord(
      { chain: 'BASE', address: '0xabc', symbol: hostile, name: hostile, logoUrl: undefined },
      { brandName: 'Uniswap' },
      'prerendered',
    );
    if (!record) throw new Error('valid token expected');
    const tags = renderPreviewTags(tokenPagePreview(record), ORIGIN);
    expect(tags).not.toMatch(/<script|<\/head|[\u202E\u200B\u200D]/);
    const head = await parseHead(tags);
    // Nothing escaped into the document: the head holds only our tags plus the page's own script.
    expect(head.scripts).toBe(1);
    expect(head.bodyText).toBe('');
    expect(head.headChildren).toBe(Object.keys(head.meta).length + 2);
    const expected = `Get ${hostile} on Uniswap`;
    const title = head.meta['og:title'] ?? '';
    if (hostile.length > 300) {
      expect(Array.from(title)).toHaveLength(300);
      expect(title.endsWith('…')).toBe(true);
    } else {
      expect(title).toBe(expected);
    }
  });
});
