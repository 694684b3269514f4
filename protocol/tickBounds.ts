/**
 * The ticks every V3 and V4 pool is bounded by (TickMath.MIN_TICK / MAX_TICK): a range reaching a
 * spacing of them is the full range. Written here so the browser need not load the SDK to know them.
 */
export const MIN_TICK = -887272;
export const MAX_TICK = 887272;
