import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { previewSiteAssetFiles } from './previewSiteAssets.ts';

/**
 * Writes the cards' site assets (fonts, fallback fonts and their index, emoji, chain logos) into the
 * built site, so the default source of fallback fonts and emoji is our own origin and a static host
 * alone serves the chain logos. Generated, never committed under public/.
 */
export async function writePreviewSiteAssets(outDir: string): Promise<number> {
  const files = [...(await previewSiteAssetFiles())];
  const dirs = new Set(files.map(([sitePath]) => path.dirname(path.join(outDir, sitePath))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  const queue = files.values();
  const writeNext = async (): Promise<void> => {
    for (const [sitePath, read] of queue) await writeFile(path.join(outDir, sitePath), await read());
  };
  await Promise.all(Array.from({ length: 16 }, writeNext));
  return files.length;
}
