import { parentPort, workerData } from 'node:worker_threads';
import type { PreviewConfig } from '../preview/previewConfig.ts';
import { createNodePreviewRenderer } from '../scripts/previews/nodePreviewRenderer.ts';
import type { RenderRequest, RenderResponse } from '../scripts/previews/previewRenderThread.ts';

/**
 * A render thread that misbehaves on cue, for the render pool's tests: it exits on a default card
 * titled `exit`, throws out of its message handler on one titled `throw`, never returns from one
 * titled `hang` nor from a token whose name is not plain ASCII (its simpler card is plain). Everything else renders for real.
 */
const port = parentPort;
if (!port) throw new Error('misbehavingRenderThread runs as a worker thread');
const renderer = await createNodePreviewRenderer((workerData as { config: PreviewConfig }).config);

port.on('message', ({ id, record }: RenderRequest) => {
  if (record.kind === 'default' && record.title === 'exit') process.exit(3);
  if (record.kind === 'default' && record.title === 'throw') throw new Error('render thread broke');
  if (record.kind === 'default' && record.title === 'hang') for (;;);
  if (record.kind === 'token' && /[^\x20-\x7E]/.test(record.tokenData.name)) for (;;);
  renderer.png(record).then(
    (png) => port.postMessage({ id, png: new Uint8Array(png) } satisfies RenderResponse),
    (error: unknown) => port.postMessage({ id, error: String(error) } satisfies RenderResponse),
  );
});
port.postMessage('ready');
