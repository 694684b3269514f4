import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decode } from 'html-entities';

/** One card a prerendered page names in its og:image. */
export type PreviewImageRef =
  | { kind: 'token' | 'pool'; networkName: string; address: string; imagePath: string; pages: string[] }
  | { kind: 'default'; imagePath: string; pages: string[] };

const OG_IMAGE = /<meta property="og:image" content="([^"]*)">/;
const CARD_PATH = /^\/images\/previews\/(token|pool)s\/([^/]+)\/([^/]+)\.png\?v=[0-9a-f]+$/;
const DEFAULT_PATH = /^\/images\/[0-9a-f]{16}\.png$/;

/**
 * The popular set, read from what the prerender actually wrote: every page's og:image names the card
 * it needs, so the PNGs land at exactly those paths and the two sets cannot drift.
 */
export async function prerenderedPreviews(clientDir: string, origin: string): Promise<PreviewImageRef[]> {
  const refs = new Map<string, PreviewImageRef>();
  for (const file of await htmlFiles(clientDir)) {
    const match = OG_IMAGE.exec(await readFile(file, 'utf8'));
    if (!match?.[1]) continue;
    const url = new URL(decode(match[1]));
    if (url.origin !== new URL(origin).origin) continue;
    const imagePath = url.pathname + url.search;
    const page = `/${path.relative(clientDir, file)}`;
    const existing = refs.get(imagePath);
    if (existing) {
      existing.pages.push(page);
      continue;
    }
    const card = CARD_PATH.exec(imagePath);
    if (card?.[1] && card[2] && card[3]) {
      const kind = card[1] as 'token' | 'pool';
      refs.set(imagePath, { kind, networkName: card[2], address: card[3], imagePath, pages: [page] });
    } else if (DEFAULT_PATH.test(imagePath)) {
      refs.set(imagePath, { kind: 'default', imagePath, pages: [page] });
    }
  }
  return [...refs.values()];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}
