import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prerender } from 'vike/api';
import { previewRecordPath } from '../preview/previewImagePath.ts';
import type { PreviewRecord } from '../preview/previewRecord.ts';
import { withAppEntryAfterFirstPaint } from '../renderer/appEntryAfterFirstPaint.ts';
import { createProgressLine } from './progressLine.ts';
import { rendererScripts } from './rendererScripts.ts';

export interface PrerenderedSite {
  pages: number;
  /** Each preview record once (pages that share a card share its record), as written beside its card. */
  records: number;
}

/** What vike hands `onPagePrerender` for each file it would write (an HTML page or its page data). */
interface PrerenderedFile {
  urlOriginal: string;
  previewRecord?: PreviewRecord;
  _prerenderResult: { filePath: string; fileContent: string };
}

/**
 * vike's prerender, writing the files itself: a progress line and a summary instead of one line per
 * file (about 2,000), each page's entry script started after its first paint
 * (renderer/appEntryAfterFirstPaint.ts), and each page's preview record written once, at its card's
 * path with `.json`, for the card step and the edge worker to read. The site must be built first, with
 * vike's own prerender run turned off (`prerender.disableAutoRun`).
 */
export async function prerenderSite(clientDir = path.resolve('dist/client')): Promise<PrerenderedSite> {
  const progress = createProgressLine('prerender', undefined);
  const written = new Set<string>();
  let pages = 0;
  const renderer = rendererScripts();
  await prerender({
    onPagePrerender: async (file: PrerenderedFile) => {
      const { filePath, fileContent } = file._prerenderResult;
      const isPage = filePath.endsWith('.html');
      await mkdir(path.dirname(filePath), { recursive: true });
      await writeFile(filePath, isPage ? withAppEntryAfterFirstPaint(fileContent, renderer) : fileContent);
      if (!isPage) return;
      pages++;
      progress.tick();
      const record = file.previewRecord;
      if (!record) throw new Error(`${file.urlOriginal}: the renderer handed back no preview record`);
      const recordPath = previewRecordPath(record.imagePath);
      if (written.has(recordPath)) return;
      written.add(recordPath);
      const target = path.join(clientDir, recordPath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(record));
    },
  });
  progress.finish(`${pages} pages, ${written.size} preview records written`);
  return { pages, records: written.size };
}
