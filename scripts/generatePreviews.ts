import { access, copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDataApiClient } from '../data/client.ts';
import { defaultCardContent } from '../preview/pagePreview.ts';
import { lookupPoolPreview } from '../preview/poolPreview.ts';
import type { PreviewConfig } from '../preview/previewConfig.ts';
import { imageVersion } from '../preview/previewImagePath.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../preview/previewRecord.ts';
import { lookupTokenPreview } from '../preview/tokenPreview.ts';
import { buildPreviewSettings } from '../renderer/buildPreviewSettings.ts';
import { dataApiUrl } from './dataApiProcess.ts';
import { type PreviewImageRef, prerenderedPreviews } from './previews/prerenderedPreviews.ts';
import { createProgressLine } from './previews/progressLine.ts';
import { createRenderPool, type RenderPoolOptions } from './previews/renderPool.ts';
import { writePreviewSiteAssets } from './previews/writePreviewSiteAssets.ts';

export interface GeneratePreviewsOptions {
  clientDir?: string;
  /** Rendered PNGs by content version; it outlives dist/, which every vite build empties. */
  cacheDir?: string;
  config?: PreviewConfig;
  publicOrigin?: string;
  renderPool?: RenderPoolOptions;
}

export interface GeneratePreviewsResult {
  total: number;
  rendered: number;
  reused: number;
  failed: string[];
  /** Cards the render threads could not draw, not even as the simpler card: these fail the build. */
  unrendered: string[];
  mismatched: string[];
}

const LOOKUP_CONCURRENCY = 8;

/**
 * After the site build: the card of every prerendered page, written into dist/client at exactly the
 * path its og:image names, with the preview record beside it. Cards whose content version is already
 * in the cache are copied, not rendered again.
 */
export async function generatePreviews(
  options: GeneratePreviewsOptions = {},
): Promise<GeneratePreviewsResult> {
  const clientDir = options.clientDir ?? path.resolve('dist/client');
  const cacheDir = options.cacheDir ?? path.resolve('node_modules/.cache/link-previews');
  const settings = buildPreviewSettings();
  const config = options.config ?? settings.config;
  const origin = options.publicOrigin ?? settings.publicOrigin;

  await writePreviewSiteAssets(clientDir);
  await mkdir(cacheDir, { recursive: true });
  const refs = await prerenderedPreviews(clientDir, origin);
  const client = createDataApiClient({ url: dataApiUrl() });
  const progress = createProgressLine('previews', refs.length);
  const result: GeneratePreviewsResult = {
    total: refs.length,
    rendered: 0,
    reused: 0,
    failed: [],
    unrendered: [],
    mismatched: [],
  };
  // Started by the first card that needs rendering, once: every lane shares the same promise.
  let pool: ReturnType<typeof createRenderPool> | undefined;

  const one = async (ref: PreviewImageRef) => {
    const record = await recordFor(ref, client, config);
    if (!record) {
      result.failed.push(`${ref.imagePath}: no preview data`);
      return;
    }
    if (record.imagePath !== ref.imagePath)
      result.mismatched.push(`${ref.pages[0]}: ${ref.imagePath} ≠ ${record.imagePath}`);
    const version = imageVersion(ref.imagePath);
    const cached = path.join(cacheDir, `${version}.png`);
    const target = path.join(clientDir, ref.imagePath.split('?')[0] ?? '');
    await mkdir(path.dirname(target), { recursive: true });
    if (await exists(cached)) {
      result.reused++;
    } else {
      pool ??= createRenderPool(config, options.renderPool);
      let png: Uint8Array;
      try {
        png = await (await pool).render(record);
      } catch (error) {
        result.unrendered.push(error instanceof Error ? error.message : String(error));
        return;
      }
      await writeFile(cached, png);
      result.rendered++;
    }
    await copyFile(cached, target);
    if (record.kind !== 'default') await writeFile(target.replace(/\.png$/, '.json'), JSON.stringify(record));
  };

  try {
    const queue = refs.values();
    const lane = async () => {
      for (const ref of queue) {
        await one(ref).catch((error: unknown) => result.failed.push(`${ref.imagePath}: ${String(error)}`));
        progress.tick();
      }
    };
    await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, lane));
  } finally {
    await pool?.then(
      (threads) => threads.close(),
      () => undefined,
    );
  }
  progress.finish(
    `${result.rendered} rendered, ${result.reused} unchanged (reused), ${result.failed.length + result.unrendered.length} failed of ${result.total}` +
      (result.rendered === 0 && result.failed.length === 0 ? ' — no card changed, 0 images rendered' : ''),
  );
  for (const line of [...result.failed, ...result.mismatched]) console.warn(`  ${line}`);
  if (result.unrendered.length > 0) {
    throw new Error(
      `${result.unrendered.length} preview card(s) could not be rendered:\n${result.unrendered.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return result;
}

async function recordFor(
  ref: PreviewImageRef,
  client: ReturnType<typeof createDataApiClient>,
  config: PreviewConfig,
): Promise<PreviewRecord | undefined> {
  if (ref.kind === 'token')
    return lookupTokenPreview(client, ref.networkName, ref.address, config, 'prerendered');
  if (ref.kind === 'pool')
    return lookupPoolPreview(client, ref.networkName, ref.address, config, 'prerendered');
  return defaultPreviewRecord(
    defaultCardContent({ title: config.defaultPageTitle, brandName: config.brandName }),
  );
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
