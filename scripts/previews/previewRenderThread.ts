import { parentPort, workerData } from 'node:worker_threads';
import type { PreviewConfig } from '../../preview/previewConfig.ts';
import type { PreviewRecord } from '../../preview/previewRecord.ts';
import { createNodePreviewRenderer } from './nodePreviewRenderer.ts';

/** One render thread of the build: fonts and site assets loaded once, then records in, PNGs out. */
export interface RenderRequest {
  id: number;
  record: PreviewRecord;
}
export type RenderResponse = { id: number; png: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('previewRenderThread runs as a worker thread');
const renderer = await createNodePreviewRenderer((workerData as { config: PreviewConfig }).config);

port.on('message', async ({ id, record }: RenderRequest) => {
  try {
    // resvg-js hands back a Buffer over memory it owns, which cannot be transferred: copy once.
    const png = new Uint8Array(await renderer.png(record));
    port.postMessage({ id, png } satisfies RenderResponse, [png.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderResponse);
  }
});
port.postMessage('ready');
