import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAppIcons } from './buildAppIcons.ts';
import { buildServiceWorker } from './buildServiceWorker.ts';
import { buildWebManifest } from './buildWebManifest.ts';

const DATA_API_URL = 'http://127.0.0.1:4000/graphql';

/** A finished static site as vike leaves it, before the installable-app step. */
const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'offline/index.html': '<!doctype html><title>Offline</title>',
  'explore/index.html': '<!doctype html><title>Explore</title>',
  'tokens/ethereum/0xabc/index.html': '<!doctype html><title>Token</title>',
  'tokens/ethereum/0xabc/index.pageContext.json': '{}',
  'assets/entries/entry-client.BdX3k9.js': 'console.log(1)',
  'assets/static/style.Cq81z.css': 'body{}',
  'assets/static/inter-latin-400-normal.D4x2.woff2': 'font',
  'images/tokens/ethereum/0xabc.png': 'png',
};

let clientDir: string;

beforeEach(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'sw-site-'));
  for (const [path, text] of Object.entries(SITE)) await put(path, text);
  await buildAppIcons(clientDir);
  await buildWebManifest(clientDir, 'Uniswap');
});
afterEach(() => rm(clientDir, { recursive: true, force: true }));

async function put(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(join(clientDir, path)), { recursive: true });
  await writeFile(join(clientDir, path), content);
}

/** The precache list injected into sw.js. */
async function precachedUrls(): Promise<string[]> {
  const sw = await readFile(join(clientDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"revision":(?:null|"\w+"),"url":"([^"]+)"/g)].map((match) => match[1] ?? '').sort();
}

describe('buildServiceWorker', () => {
  it('precaches the shell, offline page, hashed assets, fonts and icons, but no other page or preview', async () => {
    const built = await buildServiceWorker(clientDir, DATA_API_URL);
    const urls = await precachedUrls();
    expect(urls).toEqual(
      expect.arrayContaining([
        'index.html',
        'offline/index.html',
        'assets/entries/entry-client.BdX3k9.js',
        'assets/static/style.Cq81z.css',
        'assets/static/inter-latin-400-normal.D4x2.woff2',
        'manifest.webmanifest',
        'favicon.ico',
        'brand/icon-maskable-512.png',
      ]),
    );
    expect(urls.filter((url) => /explore|tokens|images\//.test(url))).toEqual([]);
    expect(built.precachedFiles).toBe(urls.length);
    const sw = await readFile(join(clientDir, 'sw.js'), 'utf8');
    expect(sw).toContain(DATA_API_URL);
    expect(sw).toContain(`pages-${built.version}`);
    expect(sw).not.toContain('@@APP_VERSION@@');
  });

  it('makes the same sw.js from the same site and a new one when a precached file changes', async () => {
    const first = await buildServiceWorker(clientDir, DATA_API_URL);
    const firstSw = await readFile(join(clientDir, 'sw.js'), 'utf8');
    expect((await buildServiceWorker(clientDir, DATA_API_URL)).version).toBe(first.version);
    expect(await readFile(join(clientDir, 'sw.js'), 'utf8')).toBe(firstSw);
    await put('offline/index.html', '<!doctype html><title>Offline, reworded</title>');
    const second = await buildServiceWorker(clientDir, DATA_API_URL);
    expect(second.version).not.toBe(first.version);
    expect(await readFile(join(clientDir, 'sw.js'), 'utf8')).not.toBe(firstSw);
  });

  it('fails the build when a needed file is over the precache size limit', async () => {
    await put('assets/chunks/huge.Zz91.js', new Uint8Array(3 * 1024 * 1024));
    await expect(buildServiceWorker(clientDir, DATA_API_URL)).rejects.toThrow(
      /huge\.Zz91\.js is 3.15 MB, and won't be precached/,
    );
  });

  it('fails the build when the offline page was not prerendered', async () => {
    await rm(join(clientDir, 'offline'), { recursive: true });
    await expect(buildServiceWorker(clientDir, DATA_API_URL)).rejects.toThrow(/offline\/index\.html/);
  });
});
