import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decode as decodePng } from 'fast-png';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataApiClient } from '../../data/client.ts';
import { DEFAULT_PAGE_DESCRIPTION, defaultImagePath } from '../../preview/pagePreview.ts';
import { lookupPoolPreview } from '../../preview/poolPreview.ts';
import { previewConfigFrom } from '../../preview/previewConfig.ts';
import { lookupTokenPreview } from '../../preview/tokenPreview.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { generatePreviews } from '../../scripts/generatePreviews.ts';
import { launchBrowser, siteUrl } from './browser.ts';

/**
 * What the build wrote into dist/client, read as a crawler reads it: every page's head through
 * Chromium's HTML parser, every card PNG decoded. The e2e global setup has just built the site.
 */
const CLIENT_DIR = path.resolve('dist/client');
/** The build's public origin: PUBLIC_ORIGIN is unset in tests, so the serving origin. */
const ORIGIN = new URL(siteUrl('/')).origin;
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const USDC_WETH_V3 = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640';

interface ParsedHead {
  title: string;
  /** Every meta tag as `property` or `name` → content, in document order (repeats kept). */
  meta: [string, string][];
  /** Position of the first `<script>` or `<style>` among the head's children, -1 without one. */
  firstScriptOrStyle: number;
  /** Position of the last preview tag (og:, twitter:, description, title) among the head's children. */
  lastPreviewTag: number;
}

let browser: Browser;
/** Site path of each prerendered page (`/explore`, `/tokens/ethereum/0x…`) → its parsed head. */
let heads: Map<string, ParsedHead>;

beforeAll(async () => {
  browser = await launchBrowser();
  const files = (await readdir(CLIENT_DIR, { recursive: true })).filter((file) => file.endsWith('.html'));
  const sources = await Promise.all(files.map((file) => readFile(path.join(CLIENT_DIR, file), 'utf8')));
  const page = await browser.newPage();
  const parsed = await page.evaluate(parseHeads, sources);
  await page.close();
  heads = new Map(files.map((file, i) => [pagePath(file), parsed[i] as ParsedHead]));
}, 120_000);
afterAll(() => browser?.close());

describe('link previews in the build output', () => {
  it('gives every page one og:image, on our origin, naming a PNG the build wrote', async () => {
    expect(heads.size).toBeGreaterThan(100);
    for (const [page, head] of heads) {
      const images = values(head, 'og:image');
      expect(images, page).toHaveLength(1);
      expect(values(head, 'twitter:image'), page).toEqual(images);
      const url = new URL(images[0] ?? '');
      expect(url.origin, page).toBe(ORIGIN);
      expect(await fileExists(url.pathname), `${page} → ${url.pathname}`).toBe(true);
    }
  });

  it('points token and pool pages at their own card and every other page at the default card', () => {
    const defaultImage = `${ORIGIN}${defaultImagePath()}`;
    for (const [page, head] of heads) {
      const image = values(head, 'og:image')[0] ?? '';
      // Token addresses and v2/v3 pool addresses are 20 bytes, v4 pool ids 32.
      const own =
        /^\/(?:explore\/)?(tokens|pools)\/([^/_]+)\/(0x[0-9a-f]{40}(?:[0-9a-f]{24})?|NATIVE)$/i.exec(page);
      if (own) {
        const [, kind, network, address] = own;
        expect(image, page).toMatch(
          new RegExp(
            `^${ORIGIN}/images/previews/${kind}/${network}/${address?.toLowerCase()}\\.png\\?v=[0-9a-f]{16}$`,
          ),
        );
      } else {
        expect(image, page).toBe(defaultImage);
      }
    }
  });

  it('writes each card as a 1200x630 PNG that decodes, and each is some page’s og:image', async () => {
    const referenced = new Set(
      [...heads.values()].map((head) => new URL(values(head, 'og:image')[0] ?? '').pathname),
    );
    const cards = (await readdir(path.join(CLIENT_DIR, 'images'), { recursive: true }))
      .filter((file) => file.endsWith('.png') && !file.startsWith('logos'))
      .map((file) => `/images/${file}`);
    expect(cards.length).toBeGreaterThan(100);
    expect(new Set(cards)).toEqual(referenced);
    for (const card of cards) {
      const png = decodePng(await readFile(path.join(CLIENT_DIR, card)));
      expect([png.width, png.height], card).toEqual([1200, 630]);
    }
  }, 120_000);

  it('renders no card again when the data did not change, and says so', async () => {
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    try {
      const result = await generatePreviews();
      expect(result).toMatchObject({ rendered: 0, failed: [], unrendered: [] });
      expect(result.reused).toBe(result.total);
    } finally {
      write.mockRestore();
    }
    expect(printed.join('')).toMatch(/no card changed, 0 images rendered/);
  }, 60_000);

  it('puts the preview tags at the top of <head>, before any script or style', () => {
    for (const [page, head] of heads) {
      if (head.firstScriptOrStyle === -1) continue;
      expect(head.lastPreviewTag, page).toBeLessThan(head.firstScriptOrStyle);
    }
  });
});

describe('exact preview tags', () => {
  const config = previewConfigFrom(process.env, dataApiUrl());
  const client = createDataApiClient({ url: dataApiUrl() });

  it.each([
    ['USDC', USDC, 'Get USDC on Uniswap', 'USDCoin (USDC) on Ethereum'],
    ['WETH', WETH, 'Get WETH on Uniswap', 'Wrapped Ether (WETH) on Ethereum'],
  ])('tags the %s token page', async (_symbol, address, title, alt) => {
    const record = await lookupTokenPreview(client, 'ethereum', address, config, 'prerendered');
    const image = `${ORIGIN}${record?.imagePath}`;
    expect(image).toMatch(new RegExp(`/images/previews/tokens/ethereum/${address}\\.png\\?v=[0-9a-f]{16}$`));
    const url = `${ORIGIN}/explore/tokens/ethereum/${address}`;
    // The description states the market at build time; the trades have moved on since.
    const description = expect.stringMatching(
      new RegExp(
        `^${escapeRegExp(alt)}: price \\$[\\d.,]+, 24h volume \\$[\\d.]+[KMB]?, FDV \\$[\\d.]+[KMB]?\\. Price chart, pools and transactions on Uniswap\\.$`,
      ),
    );
    for (const page of [`/explore/tokens/ethereum/${address}`, `/tokens/ethereum/${address}`]) {
      expect(tagsOf(page)).toEqual(expectedTags({ title, url, image, alt, description }));
    }
  });

  it('tags the USDC/WETH 0.05% V3 pool page', async () => {
    const record = await lookupPoolPreview(client, 'ethereum', USDC_WETH_V3, config, 'prerendered');
    const image = `${ORIGIN}${record?.imagePath}`;
    expect(image).toMatch(
      new RegExp(`/images/previews/pools/ethereum/${USDC_WETH_V3}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(tagsOf(`/explore/pools/ethereum/${USDC_WETH_V3}`)).toEqual(
      expectedTags({
        title: 'USDC/WETH on Uniswap',
        url: `${ORIGIN}/explore/pools/ethereum/${USDC_WETH_V3}`,
        image,
        alt: 'USDC/WETH V3 pool on Ethereum, fee 0.05%',
        description: expect.stringMatching(
          /^USDC\/WETH 0\.05% V3 pool on Ethereum: TVL \$[\d.]+[KMB]?, 24h volume \$[\d.]+[KMB]?\. Liquidity, volume and transactions on Uniswap\.$/,
        ),
      }),
    );
  });

  it.each(['/', '/explore', '/swap', '/buy', '/sell'])('gives %s the default tags', (page) => {
    const title = 'Uniswap Interface';
    expect(tagsOf(page)).toEqual(
      expectedTags({
        title,
        url: `${ORIGIN}${page}`,
        image: `${ORIGIN}${defaultImagePath()}`,
        alt: title,
        description: DEFAULT_PAGE_DESCRIPTION,
      }),
    );
  });
});

/** The full set of preview tags a page must carry, as `tagsOf` reads them. */
function expectedTags(page: {
  title: string;
  url: string;
  image: string;
  alt: string;
  /** The text, or a matcher for a description that states live market facts. */
  description?: unknown;
}) {
  const { title, url, image, alt, description } = page;
  return {
    title,
    'x:preview': 'tags',
    ...(description
      ? { description, 'og:description': description, 'twitter:description': description }
      : {}),
    'og:title': title,
    'og:type': 'website',
    'og:url': url,
    'og:site_name': 'Uniswap',
    'og:image': image,
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:type': 'image/png',
    'og:image:alt': alt,
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:image': image,
    'twitter:image:alt': alt,
    'theme-color': '#FC72FF',
  };
}

/** A page's title and preview meta tags; a tag that appears twice fails the comparison. */
function tagsOf(page: string): Record<string, string> {
  const head = heads.get(page);
  if (!head) throw new Error(`${page} was not prerendered`);
  const tags: Record<string, string> = { title: head.title };
  for (const [key, content] of head.meta) {
    if (['viewport', 'color-scheme', ''].includes(key)) continue;
    tags[key] = key in tags ? `${tags[key]} | duplicate: ${content}` : content;
  }
  return tags;
}

function values(head: ParsedHead, key: string): string[] {
  return head.meta.filter(([name]) => name === key).map(([, content]) => content);
}

/** `explore/tokens/ethereum/0x…/index.html` → `/explore/tokens/ethereum/0x…`; `index.html` → `/`. */
function pagePath(file: string): string {
  const dir = path.dirname(file);
  return dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
}

async function fileExists(sitePath: string): Promise<boolean> {
  return readFile(path.join(CLIENT_DIR, sitePath)).then(
    () => true,
    () => false,
  );
}

/** Runs in Chromium: each document through DOMParser, the way a crawler's HTML parser reads it. */
function parseHeads(sources: string[]): ParsedHead[] {
  const isPreviewTag = (el: Element) =>
    el.tagName === 'TITLE' ||
    /^(og:|twitter:|description$|x:preview$)/.test(
      el.getAttribute('property') ?? el.getAttribute('name') ?? '',
    );
  return sources.map((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const children = [...doc.head.children];
    const lastPreview = children.map(isPreviewTag).lastIndexOf(true);
    return {
      title: doc.title,
      meta: [...doc.head.querySelectorAll('meta')]
        .filter((el) => el.hasAttribute('content'))
        .map((el): [string, string] => [
          el.getAttribute('property') ?? el.getAttribute('name') ?? '',
          el.getAttribute('content') ?? '',
        ]),
      firstScriptOrStyle: children.findIndex((el) => el.tagName === 'SCRIPT' || el.tagName === 'STYLE'),
      lastPreviewTag: lastPreview,
    };
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
