/**
 * The dataset's only source of randomness: a seeded PRNG, so the same dataset version answers the same
 * bytes every time. Seeds are derived from stable strings (a token address, a pool id, an owner).
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  /** Log-uniform: magnitudes (prices, TVL, volumes) spread evenly across orders of magnitude. */
  logBetween(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  hex(bytes: number): string;
}

export function prngFor(...seedParts: (string | number)[]): Prng {
  let state = hashSeed(seedParts.join('|'));
  const next = () => {
    // mulberry32: tiny, fast and good enough for plausible-looking data.
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    logBetween: (min, max) => Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * next()),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    hex: (bytes) => {
      let out = '0x';
      for (let i = 0; i < bytes; i++)
        out += Math.floor(next() * 256)
          .toString(16)
          .padStart(2, '0');
      return out;
    },
  };
}

/**
 * A stable number in [0, 1) for a hashed seed and an integer (a time bucket), with no allocation:
 * charts evaluate it hundreds of thousands of times per second under load.
 */
export function unitNoise(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n | 0, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** FNV-1a: turns a seed string into 32 bits. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
