import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_BRAND_NAME } from '../preview/pagePreview.ts';
import { WEB_MANIFEST_PATH, webAppManifest } from '../renderer/appManifest.ts';

/** Writes manifest.webmanifest for `BRAND_NAME` (public/_headers serves it as application/manifest+json). */
export async function buildWebManifest(
  clientDir: string,
  brandName = process.env.BRAND_NAME?.trim(),
): Promise<void> {
  const manifest = webAppManifest(brandName || DEFAULT_BRAND_NAME);
  await writeFile(join(clientDir, WEB_MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
}
