import { access, copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreviewConfig } from '../preview/previewConfig.ts';
import { imageVersion } from '../preview/previewImagePath.ts';
import type { PreviewRecord } from '../preview/previewRecord.ts';
import { buildPreviewSettings } from '../renderer/buildPreviewSettings.ts';
import { prerenderedRecords } from './previews/prerenderedRecords.ts';
import { createRenderPool, type RenderPoolOptions } from './previews/renderPool.ts';
import { writePreviewSiteAssets } from './previews/writePreviewSiteAssets.ts';
import { createProgressLine } from './progressLine.ts';

export interface GeneratePreviewsOptions {
  clientDir?: string;
  /** Rendered PNGs by content version; it outlives dist/, which every vite build empties. */
  cacheDir?: string;
  config?: PreviewConfig;
  renderPool?: RenderPoolOptions;
}

export interface GeneratePreviewsResult {
  total: number;
  rendered: number;
  reused: number;
  failed: string[];
  /** Cards the render threads could not draw, not even as the simpler card: these fail the build. */
  unrendered: string[];
}

const FILE_CONCURRENCY = 8;

/**
 * After the prerender: the card of every preview record it wrote (scripts/prerenderSite.ts), drawn
 * from that record and written at exactly the path its og:image names. No page is read back and no
 * Data API asked: the record is the build's artifact. Cards whose content version is already in the
 * cache are copied, not rendered again.
 */
export async function generatePreviews(
  options: GeneratePreviewsOptions = {},
): Promise<GeneratePreviewsResult> {
  const clientDir = options.clientDir ?? path.resolve('dist/client');
  const cacheDir = options.cacheDir ?? path.resolve('node_modules/.cache/link-previews');
  const config = options.config ?? buildPreviewSettings().config;

  await writePreviewSiteAssets(clientDir);
  await mkdir(cacheDir, { recursive: true });
  const records = await prerenderedRecords(clientDir);
  const progress = createProgressLine('previews', records.length);
  const result: GeneratePreviewsResult = {
    total: records.length,
    rendered: 0,
    reused: 0,
    failed: [],
    unrendered: [],
  };
  // Started by the first card that needs rendering, once: every lane shares the same promise.
  let pool: ReturnType<typeof createRenderPool> | undefined;

  const one = async (record: PreviewRecord) => {
    const cached = path.join(cacheDir, `${imageVersion(record.imagePath)}.png`);
    const target = path.join(clientDir, record.imagePath.split('?')[0] ?? '');
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
  };

  try {
    const queue = records.values();
    const lane = async () => {
      for (const record of queue) {
        await one(record).catch((error: unknown) =>
          result.failed.push(`${record.imagePath}: ${String(error)}`),
        );
        progress.tick();
      }
    };
    await Promise.all(Array.from({ length: FILE_CONCURRENCY }, lane));
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
  for (const line of result.failed) console.warn(`  ${line}`);
  if (result.unrendered.length > 0) {
    throw new Error(
      `${result.unrendered.length} preview card(s) could not be rendered:\n${result.unrendered.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return result;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
