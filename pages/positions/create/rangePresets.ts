/** The range widths one click away, as a share of the current price either side (the full range apart). */
export const RANGE_PRESETS = [
  { label: '±1%', width: 0.01 },
  { label: '±5%', width: 0.05 },
  { label: '±10%', width: 0.1 },
  { label: '±25%', width: 0.25 },
] as const;

/** How a range is chosen: every price, a preset width around the current price, or typed / dragged prices. */
export type RangeChoice =
  | { kind: 'full' }
  | { kind: 'preset'; width: number }
  | { kind: 'custom'; min: string; max: string };
