import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreviewRecord } from '../../preview/previewRecord.ts';

/**
 * The preview records the prerender wrote under `images/` (scripts/prerenderSite.ts), one per card:
 * the popular set exactly as the pages name it, so cards and pages cannot drift.
 */
export async function prerenderedRecords(clientDir: string): Promise<PreviewRecord[]> {
  const imagesDir = path.join(clientDir, 'images');
  const entries = await readdir(imagesDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const record: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isPreviewRecord(record)) throw new Error(`${file} is not a preview record`);
      return record;
    }),
  );
}

function isPreviewRecord(value: unknown): value is PreviewRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, imagePath } = value as Partial<PreviewRecord>;
  return (kind === 'token' || kind === 'pool' || kind === 'default') && typeof imagePath === 'string';
}
