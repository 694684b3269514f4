import { DATASET_NOW, DAY, HOUR, MINUTE, YEAR } from './datasetClock.ts';
import { hashSeed, prngFor, unitNoise } from './prng.ts';

/**
 * A level (a price, a TVL) as a smooth, seeded function of time that ends at today's value. Every
 * duration's chart reads the same curve, so the day chart is the tail of the week chart, and no series
 * has to be stored.
 */
export interface LevelModel {
  readonly now: number;
  at(timestamp: number): number;
}

const PERIODS = [4 * YEAR, YEAR, 90 * DAY, 21 * DAY, 5 * DAY, DAY, 6 * HOUR, HOUR, 15 * MINUTE];
const WEIGHTS = [0.5, 0.35, 0.18, 0.1, 0.06, 0.03, 0.015, 0.008, 0.004];
const NOISE_STEP = 5 * MINUTE;

export function levelModel(seed: string, now: number, volatility: number): LevelModel {
  const random = prngFor('level', seed);
  const phases = PERIODS.map(() => random.between(0, 2 * Math.PI));
  const amplitudes = WEIGHTS.map((weight) => weight * volatility * random.between(0.6, 1.4));
  const noiseSeed = hashSeed(seed);
  const shape = (t: number) => {
    let sum = 0;
    for (let k = 0; k < PERIODS.length; k++) {
      const period = PERIODS[k] ?? 1;
      // Reduce the argument first: sin of a small angle is much cheaper than of a billion radians.
      sum += (amplitudes[k] ?? 0) * Math.sin((2 * Math.PI * (t % period)) / period + (phases[k] ?? 0));
    }
    // Interpolated bucket noise: jagged like a market, yet continuous.
    const bucket = Math.floor(t / NOISE_STEP);
    const within = (t - bucket * NOISE_STEP) / NOISE_STEP;
    const a = unitNoise(noiseSeed, bucket) - 0.5;
    const b = unitNoise(noiseSeed, bucket + 1) - 0.5;
    return sum + volatility * 0.006 * (a + (b - a) * within);
  };
  const shapeNow = shape(DATASET_NOW);
  return { now, at: (timestamp) => now * Math.exp(shape(timestamp) - shapeNow) };
}
