import type { LiquidityPlan, LiquidityVersion } from '../../liquidity/liquidityPlan.ts';
import type { PlanSettings } from '../../liquidity/planSettings.ts';
import { planCollectFees as planV3Collect } from '../../liquidity/v3/planCollectFees.ts';
import {
  type CreatePositionRequest,
  planCreatePosition as planV3Create,
} from '../../liquidity/v3/planCreatePosition.ts';
import { planIncreaseLiquidity as planV3Increase } from '../../liquidity/v3/planIncreaseLiquidity.ts';
import { planRemoveLiquidity as planV3Remove } from '../../liquidity/v3/planRemoveLiquidity.ts';
import { planCollectFees as planV4Collect } from '../../liquidity/v4/planCollectFees.ts';
import { planCreatePosition as planV4Create } from '../../liquidity/v4/planCreatePosition.ts';
import { planIncreaseLiquidity as planV4Increase } from '../../liquidity/v4/planIncreaseLiquidity.ts';
import {
  type MigrateV3ToV4Input,
  planMigrateV3ToV4 as planV4Migrate,
} from '../../liquidity/v4/planMigrateV3ToV4.ts';
import { planRemoveLiquidity as planV4Remove } from '../../liquidity/v4/planRemoveLiquidity.ts';
import { appChainClient } from '../../wallet/appChainClient.ts';

/** What a position pays out in for its ETH or WETH side: the flows offer both. */
export type Payout = 'ETH' | 'WETH';

/**
 * The plans the flows run, by version, on the app's chain: the one place the pages reach the version
 * folders of liquidity/, with one argument shape per flow (the versions name a few options apart).
 * Loaded with a review, not with a page.
 */
export function planCreatePosition(
  version: LiquidityVersion,
  input: CreatePositionRequest,
): Promise<LiquidityPlan> {
  if (version === 'v4') return planV4Create(appChainClient, input);
  if (version === 'v3') return planV3Create(appChainClient, input);
  return unavailable(`Creating a ${version.toUpperCase()} position`);
}

export function planIncreaseLiquidity(
  version: LiquidityVersion,
  input: PlanSettings & { tokenId: bigint; amount0: bigint; amount1: bigint; payWithEth: boolean },
): Promise<LiquidityPlan> {
  if (version === 'v4') return planV4Increase(appChainClient, input);
  if (version === 'v3') return planV3Increase(appChainClient, input);
  return unavailable(`Adding to a ${version.toUpperCase()} position`);
}

export function planRemoveLiquidity(
  version: LiquidityVersion,
  input: PlanSettings & { tokenId: bigint; percent: number; receive: Payout },
): Promise<LiquidityPlan> {
  if (version === 'v4') return planV4Remove(appChainClient, input);
  if (version === 'v3')
    return planV3Remove(appChainClient, { ...input, receiveEth: input.receive === 'ETH' });
  return unavailable(`Removing a ${version.toUpperCase()} position`);
}

export function planCollectFees(
  version: LiquidityVersion,
  input: Omit<PlanSettings, 'slippageBps'> & { tokenId: bigint; receive: Payout },
): Promise<LiquidityPlan> {
  if (version === 'v4') return planV4Collect(appChainClient, input);
  if (version === 'v3')
    return planV3Collect(appChainClient, { ...input, receiveEth: input.receive === 'ETH' });
  return unavailable(`Collecting a ${version.toUpperCase()} position's fees`);
}

export function planMigrateV3ToV4(input: MigrateV3ToV4Input) {
  return planV4Migrate(appChainClient, input);
}

function unavailable(what: string): Promise<never> {
  return Promise.reject(new Error(`${what} is not available in this app yet.`));
}
