/**
 * How a range is chosen: every price, a preset width around the current price (± percent), or prices
 * typed or dragged (as shown: token1 per token0, or flipped).
 */
export type RangeChoice =
  | { kind: 'full' }
  | { kind: 'preset'; widthPercent: number }
  | { kind: 'custom'; min: string; max: string };
