import { V2_FEE } from '../protocol/feeTiers.ts';

/**
 * A pool's fee tier, in hundredths of a basis point (500 = 0.05%). A pool that reports none is a V2
 * pair, which has no fee tier at all: it charges V2's one fee.
 */
export const DEFAULT_FEE_TIER = V2_FEE;

/** The one way a fee tier is shown, on pages and on preview cards: 3000 → `0.3%`, 500 → `0.05%`. */
export function formatFeeTier(feeTier: number): string {
  return `${Number((feeTier / 10_000).toFixed(4))}%`;
}
