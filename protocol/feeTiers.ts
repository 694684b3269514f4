/**
 * The fee tiers of V3 pools, in hundredths of a basis point (500 = 0.05%), each with the tick spacing
 * the V3 factory enables it with. V4 pools choose both freely; its hookless pools use these same pairs
 * by convention, which is where routing looks for them.
 */
export const FEE_TIERS = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10_000, tickSpacing: 200 },
] as const;

/** V2's one fee (0.3%), in the same unit: a V2 pair has no fee tier of its own. */
export const V2_FEE = 3000;

/** The tick spacing of one of the fee tiers above. */
export function tickSpacingOf(fee: number): number {
  const tier = FEE_TIERS.find((candidate) => candidate.fee === fee);
  if (!tier) throw new Error(`${fee} is not a fee tier`);
  return tier.tickSpacing;
}
