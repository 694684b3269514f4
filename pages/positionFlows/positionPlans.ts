import type { LiquidityVersion } from '../../liquidity/liquidityPlan.ts';
import { type CreatePositionInput, planCreatePosition as planV4Create } from '../../liquidity/v4/planCreatePosition.ts';
import { appChainClient } from '../../wallet/appChainClient.ts';

/**
 * The plans the flows run, by version, on the app's chain: the one place the pages reach the version
 * folders of liquidity/. Loaded with a review, not with a page.
 */
export function planCreatePosition(version: LiquidityVersion, input: CreatePositionInput) {
  if (version === 'v4') return planV4Create(appChainClient, input);
  throw new Error(`Creating a ${version.toUpperCase()} position is not available yet.`);
}

export type { CreatePositionInput };
