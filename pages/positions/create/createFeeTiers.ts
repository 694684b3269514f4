import { FEE_TIERS } from '../../../protocol/feeTiers.ts';

/** The fee tiers a V3 or hookless V4 pool is created with, lowest first. */
export const CREATE_FEE_TIERS: readonly number[] = FEE_TIERS.map(({ fee }) => fee);

/** The tier a new position starts on when the link names none: the one most pairs trade at. */
export const DEFAULT_CREATE_FEE = 3000;
