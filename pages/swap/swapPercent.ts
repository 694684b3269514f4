/** Basis points as a percentage: 50 → `0.5%`, 5 → `0.05%`. */
export function formatBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Parts per million as a percentage with two decimals, `<0.01%` below that. */
export function formatPpm(ppm: bigint): string {
  if (ppm > 0n && ppm < 100n) return '<0.01%';
  const hundredths = (ppm + 50n) / 100n;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}%`;
}
