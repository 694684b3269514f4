import { DATASET_NOW, DAY, HOUR, MINUTE, WEEK, YEAR } from './datasetClock.ts';
import type { LevelModel } from './priceModel.ts';
import { hashSeed, unitNoise } from './prng.ts';

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

/** Points a series of a duration holds: a level's history (price, TVL), or its bars (candles, volume). */
export function historyPoints(duration: HistoryDuration, series: 'levels' | 'bars'): number {
  const { span, step, bucket } = GRIDS[duration];
  return Math.floor(span / (series === 'bars' ? bucket : step)) + 1;
}

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
  // Thin the grid before evaluating it: a 24-point sparkline should not pay for 289 points.
  const { step, span } = GRIDS[duration];
  const times = gridTimes(step, span, maxLength ?? DEFAULT_MAX_HISTORY_LENGTH);
  return times.map((timestamp) => ({ timestamp, value: model.at(timestamp) }));
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
  const hashed = hashSeed(`volume|${seed}`);
  let total = 0;
  for (let t = Math.floor(from / step) * step; t < to; t += step) {
    const overlap = Math.min(to, t + step) - Math.max(from, t);
    total += volume24h * (step / DAY) * (0.5 + unitNoise(hashed, t / step)) * (overlap / step);
  }
  return total;
}

/** The grid's timestamps, oldest first, thinned evenly to at most `limit` (both ends kept). */
function gridTimes(step: number, span: number, limit = Number.POSITIVE_INFINITY): number[] {
  const last = Math.floor(DATASET_NOW / step) * step;
  const count = Math.floor(span / step) + 1;
  const size = Math.max(0, Math.min(count, Math.floor(limit)));
  if (size === count) return Array.from({ length: count }, (_, i) => last - (count - 1 - i) * step);
  if (size <= 1) return size === 1 ? [last] : [];
  // Keep both ends so the chart still spans the whole duration and ends at "now".
  return Array.from(
    { length: size },
    (_, i) => last - (count - 1 - Math.round((i * (count - 1)) / (size - 1))) * step,
  );
}
