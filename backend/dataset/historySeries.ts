import { DATASET_NOW, DAY, HOUR, MINUTE, WEEK, YEAR } from './datasetClock.ts';
import type { LevelModel } from './priceModel.ts';
import { noiseFor } from './prng.ts';

export type HistoryDuration = 'FIVE_MINUTE' | 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'MAX';

interface Grid {
  span: number;
  /** Spacing of price points. */
  step: number;
  /** Width of one candle or one volume bar. */
  bucket: number;
}

const GRIDS: Record<HistoryDuration, Grid> = {
  FIVE_MINUTE: { span: 5 * MINUTE, step: 10, bucket: MINUTE },
  HOUR: { span: HOUR, step: MINUTE, bucket: 5 * MINUTE },
  DAY: { span: DAY, step: 5 * MINUTE, bucket: HOUR },
  WEEK: { span: WEEK, step: HOUR, bucket: 6 * HOUR },
  MONTH: { span: 30 * DAY, step: 4 * HOUR, bucket: DAY },
  YEAR: { span: YEAR, step: DAY, bucket: WEEK },
  MAX: { span: 4 * YEAR, step: DAY, bucket: 30 * DAY },
};

export const SPAN_OF: Record<HistoryDuration, number> = Object.fromEntries(
  Object.entries(GRIDS).map(([duration, grid]) => [duration, grid.span]),
) as Record<HistoryDuration, number>;

/** The hosted API's default cap on history points (spec section 9). */
export const DEFAULT_MAX_HISTORY_LENGTH = 1000;

export interface TimedValue {
  timestamp: number;
  value: number;
}

export interface Candle {
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Points of a level over a duration, oldest first, never more than `maxLength`. */
export function levelHistory(
  model: LevelModel,
  duration: HistoryDuration,
  maxLength?: number | null,
): TimedValue[] {
  const points = gridTimes(GRIDS[duration].step, GRIDS[duration].span).map((timestamp) => ({
    timestamp,
    value: model.at(timestamp),
  }));
  return downsample(points, maxLength ?? DEFAULT_MAX_HISTORY_LENGTH);
}

export function candles(model: LevelModel, duration: HistoryDuration): Candle[] {
  const { bucket, span } = GRIDS[duration];
  return gridTimes(bucket, span).map((timestamp) => {
    const samples = Array.from({ length: 9 }, (_, i) => model.at(timestamp + (bucket * i) / 8));
    return {
      timestamp,
      open: samples[0] ?? 0,
      close: samples[8] ?? 0,
      high: Math.max(...samples),
      low: Math.min(...samples),
    };
  });
}

/** Volume per bar over a duration, scaled from a 24-hour volume with seeded day-to-day swings. */
export function volumeHistory(seed: string, volume24h: number, duration: HistoryDuration): TimedValue[] {
  const { bucket, span } = GRIDS[duration];
  return gridTimes(bucket, span).map((timestamp) => ({
    timestamp,
    value: volumeBetween(seed, volume24h, timestamp, timestamp + bucket),
  }));
}

/** Traded volume in a time window; the 24 hours before "now" add up to `volume24h` within a few percent. */
export function volumeBetween(seed: string, volume24h: number, from: number, to: number): number {
  // Hourly noise for short windows, daily for long ones: a four-year chart stays cheap to compute.
  const step = to - from > 2 * DAY ? DAY : HOUR;
  let total = 0;
  for (let t = Math.floor(from / step) * step; t < to; t += step) {
    const overlap = Math.min(to, t + step) - Math.max(from, t);
    total += volume24h * (step / DAY) * (0.5 + noiseFor(seed, 'volume', t)) * (overlap / step);
  }
  return total;
}

function gridTimes(step: number, span: number): number[] {
  const last = Math.floor(DATASET_NOW / step) * step;
  const count = Math.floor(span / step);
  return Array.from({ length: count + 1 }, (_, i) => last - (count - i) * step);
}

function downsample<T>(points: T[], maxLength: number): T[] {
  const limit = Math.max(0, Math.floor(maxLength));
  if (points.length <= limit) return points;
  if (limit <= 1) return points.slice(points.length - limit);
  // Keep both ends so the chart still spans the whole duration and ends at "now".
  return Array.from(
    { length: limit },
    (_, i) => points[Math.round((i * (points.length - 1)) / (limit - 1))] as T,
  );
}
