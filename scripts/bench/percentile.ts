/** The value below which `p` % of `values` fall (nearest rank; `values` in any order); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A timing as the benches print it: to a tenth of a millisecond. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
