import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PreviewConfig } from '../../preview/previewConfig.ts';
import type { PreviewRecord } from '../../preview/previewRecord.ts';
import type { RenderRequest, RenderResponse } from './previewRenderThread.ts';

export interface RenderPool {
  size: number;
  render(record: PreviewRecord): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Two renders in flight per thread, so one card's logo fetch overlaps another card's layout. */
const IN_FLIGHT_PER_THREAD = 2;

/** Worker threads rendering cards with native resvg-js: every core of the machine busy. */
export async function createRenderPool(
  config: PreviewConfig,
  size = availableParallelism(),
): Promise<RenderPool> {
  const threads = await Promise.all(Array.from({ length: size }, () => startThread(config)));
  const waiting: (() => void)[] = [];
  const pending = new Map<number, { resolve: (png: Uint8Array) => void; reject: (error: Error) => void }>();
  const load = new Map(threads.map((thread) => [thread, 0]));
  let nextId = 0;

  for (const thread of threads) {
    thread.on('message', (message: RenderResponse) => {
      const entry = pending.get(message.id);
      pending.delete(message.id);
      load.set(thread, (load.get(thread) ?? 1) - 1);
      waiting.shift()?.();
      if ('png' in message) entry?.resolve(message.png);
      else entry?.reject(new Error(message.error));
    });
  }

  const leastLoaded = () => threads.reduce((a, b) => ((load.get(a) ?? 0) <= (load.get(b) ?? 0) ? a : b));

  return {
    size,
    async render(record) {
      while ((load.get(leastLoaded()) ?? 0) >= IN_FLIGHT_PER_THREAD) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const thread = leastLoaded();
      load.set(thread, (load.get(thread) ?? 0) + 1);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, record } satisfies RenderRequest);
      });
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}

function startThread(config: PreviewConfig): Promise<Worker> {
  const worker = new Worker(new URL('./previewRenderThread.ts', import.meta.url), { workerData: { config } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message) => {
      if (message === 'ready') resolve(worker);
    });
  });
}
