/**
 * The dataset is frozen in time: answers depend on the wall clock only through which pool
 * transactions have happened yet (`tradeSchedule.ts`), so two runs of the same version at the same
 * instant are identical. Bump the version to reshuffle every generated value.
 */
export const DATASET_VERSION = 1;

/** "Now" as the dataset sees it (2026-11-01T00:00:00Z), in Unix seconds. */
export const DATASET_NOW = 1_793_491_200 + (DATASET_VERSION - 1) * 86_400;

export const MINUTE = 60;
export const HOUR = 3_600;
export const DAY = 86_400;
export const WEEK = 7 * DAY;
export const YEAR = 365 * DAY;
