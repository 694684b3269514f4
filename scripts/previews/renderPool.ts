import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PreviewConfig } from '../../preview/previewConfig.ts';
import type { PreviewRecord } from '../../preview/previewRecord.ts';
import { simplerCardRecord } from '../../preview/simplerCard.ts';
import type { RenderRequest, RenderResponse } from './previewRenderThread.ts';

export interface RenderPool {
  size: number;
  render(record: PreviewRecord): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  size?: number;
  /**
   * How long one card may take before its thread is stopped and the simpler card is drawn instead
   * (a card takes tens of milliseconds; the bound only catches a render that never ends).
   */
  cardTimeoutMs?: number;
  /** The thread's module; tests pass one that misbehaves on purpose. */
  threadModule?: URL;
}

/** Two renders in flight per thread, so one card's logo fetch overlaps another card's layout. */
const IN_FLIGHT_PER_THREAD = 2;
export const CARD_TIMEOUT_MS = 10_000;
/** A card whose thread dies is tried on this many threads in all before the build gives up on it. */
const ATTEMPTS = 2;
const RENDER_THREAD = new URL('./previewRenderThread.ts', import.meta.url);

interface Job {
  record: PreviewRecord;
  attempt: number;
  resolve(png: Uint8Array): void;
  reject(error: Error): void;
}

interface Lane {
  worker: Worker;
  inFlight: Map<number, { job: Job; timer: NodeJS.Timeout }>;
}

/**
 * Worker threads rendering cards with native resvg-js: every core of the machine busy. A thread that
 * dies (crash, out of memory) fails none of its cards silently: each is tried again on a fresh thread,
 * and rejected with the thread's exit reason when that dies too. A card that overruns its time bound
 * stops its thread and is drawn as the simpler card; the other card in flight there is tried again.
 */
export async function createRenderPool(
  config: PreviewConfig,
  options: RenderPoolOptions = {},
): Promise<RenderPool> {
  const size = options.size ?? availableParallelism();
  const cardTimeoutMs = options.cardTimeoutMs ?? CARD_TIMEOUT_MS;
  const threadModule = options.threadModule ?? RENDER_THREAD;
  const queue: Job[] = [];
  const lanes = new Set<Lane>();
  let nextId = 0;
  let closed = false;

  const settle = (lane: Lane, id: number) => {
    const entry = lane.inFlight.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    lane.inFlight.delete(id);
    return entry.job;
  };

  /** Ends a lane, hands its cards on, and starts a thread in its place. */
  const retire = (lane: Lane, reason: string, overran?: number) => {
    if (!lanes.delete(lane)) return;
    void lane.worker.terminate();
    for (const [id, { job, timer }] of lane.inFlight) {
      clearTimeout(timer);
      const label = job.record.imagePath;
      if (id === overran) {
        if (job.attempt >= ATTEMPTS) {
          job.reject(new Error(`card ${label}: ${reason}, the simpler card as well`));
        } else {
          console.warn(`  card ${label}: ${reason}; drawing the simpler card`);
          queue.unshift({ ...job, record: simplerCardRecord(job.record), attempt: ATTEMPTS });
        }
      } else if (job.attempt >= ATTEMPTS) {
        job.reject(new Error(`card ${label}: ${reason} on ${ATTEMPTS} render threads`));
      } else {
        queue.unshift({ ...job, attempt: job.attempt + 1 });
      }
    }
    lane.inFlight.clear();
    if (closed) return;
    startLane().then(
      () => dispatch(),
      (error: unknown) => failAll(`no render thread could start again: ${String(error)}`),
    );
  };

  const failAll = (reason: string) => {
    if (lanes.size > 0) return;
    for (const job of queue.splice(0)) job.reject(new Error(`card ${job.record.imagePath}: ${reason}`));
  };

  const startLane = async () => {
    const worker = await startThread(threadModule, config);
    const lane: Lane = { worker, inFlight: new Map() };
    lanes.add(lane);
    worker.on('message', (message: RenderResponse) => {
      const job = settle(lane, message.id);
      if (!job) return;
      if ('png' in message) job.resolve(message.png);
      else job.reject(new Error(`card ${job.record.imagePath}: ${message.error}`));
      dispatch();
    });
    worker.on('error', (error) => retire(lane, `render thread failed (${error.message})`));
    worker.on('exit', (code) => retire(lane, `render thread exited with code ${code}`));
    return lane;
  };

  const dispatch = () => {
    for (;;) {
      const job = queue[0];
      const lane = [...lanes].reduce<Lane | undefined>(
        (best, candidate) =>
          candidate.inFlight.size < IN_FLIGHT_PER_THREAD &&
          (!best || candidate.inFlight.size < best.inFlight.size)
            ? candidate
            : best,
        undefined,
      );
      if (!job || !lane) return;
      queue.shift();
      const id = nextId++;
      const timer = setTimeout(() => retire(lane, `render took over ${cardTimeoutMs} ms`, id), cardTimeoutMs);
      lane.inFlight.set(id, { job, timer });
      lane.worker.postMessage({ id, record: job.record } satisfies RenderRequest);
    }
  };

  const started = await Promise.allSettled(Array.from({ length: size }, startLane));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    closed = true;
    await Promise.all([...lanes].map((lane) => lane.worker.terminate()));
    throw new Error(`a render thread could not start: ${String(failed.reason)}`);
  }

  return {
    size,
    render(record) {
      return new Promise((resolve, reject) => {
        queue.push({ record, attempt: 1, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const ending = [...lanes];
      lanes.clear();
      await Promise.all(ending.map((lane) => lane.worker.terminate()));
      const inFlight = ending.flatMap((lane) => [...lane.inFlight.values()]);
      for (const { timer } of inFlight) clearTimeout(timer);
      for (const job of [...queue.splice(0), ...inFlight.map((entry) => entry.job)]) {
        job.reject(new Error(`card ${job.record.imagePath}: render pool closed`));
      }
    },
  };
}

/**
 * The thread runs the cards' TypeScript and TSX as the build does: through tsx, which the build's own
 * process carries in its flags and a test runner's process does not.
 */
const THREAD_FLAGS = process.execArgv.some((flag) => flag.includes('tsx'))
  ? process.execArgv
  : [...process.execArgv, '--import', 'tsx'];

function startThread(module: URL, config: PreviewConfig): Promise<Worker> {
  const worker = new Worker(module, { workerData: { config }, execArgv: THREAD_FLAGS });
  return new Promise((resolve, reject) => {
    const stopListening = () => {
      worker.off('error', failed);
      worker.off('exit', failed);
      worker.off('message', ready);
    };
    function failed(error: unknown) {
      stopListening();
      reject(error instanceof Error ? error : new Error(`render thread exited with code ${error}`));
    }
    function ready(message: unknown) {
      if (message !== 'ready') return;
      stopListening();
      resolve(worker);
    }
    worker.on('error', failed);
    worker.on('exit', failed);
    worker.on('message', ready);
  });
}
