/**
 * A pool's fee tier, in hundredths of a basis point (500 = 0.05%). A pool that reports none is the
 * classic 0.3% pool: V2 pairs have no fee tier at all.
 */
export const DEFAULT_FEE_TIER = 3000;

/** The one way a fee tier is shown, on pages and on preview cards: 3000 → `0.3%`, 500 → `0.05%`. */
export function formatFeeTier(feeTier: number): string {
  return `${Number((feeTier / 10_000).toFixed(4))}%`;
}
