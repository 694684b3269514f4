import { type Address, zeroAddress } from 'viem';
import type { PositionRow } from '../../data/positionRow.ts';
import type { LiquidityPlan, LiquidityPool, LiquidityVersion } from '../../liquidity/liquidityPlan.ts';
import type { PlanSettings } from '../../liquidity/planSettings.ts';
import type { CreatePositionRequest } from '../../liquidity/positionRequests.ts';
import type { TickRange } from '../../liquidity/priceRange.ts';
import { planCreatePosition as planV2Create } from '../../liquidity/v2/planCreatePosition.ts';
import { planRemoveLiquidity as planV2Remove } from '../../liquidity/v2/planRemoveLiquidity.ts';
import { planBurnPosition as planV3Burn } from '../../liquidity/v3/planBurnPosition.ts';
import { planCollectFees as planV3Collect } from '../../liquidity/v3/planCollectFees.ts';
import { planCreatePosition as planV3Create } from '../../liquidity/v3/planCreatePosition.ts';
import { planIncreaseLiquidity as planV3Increase } from '../../liquidity/v3/planIncreaseLiquidity.ts';
import { type MigrateV2ToV3Plan, planMigrateV2ToV3 } from '../../liquidity/v3/planMigrateV2ToV3.ts';
import { planRemoveLiquidity as planV3Remove } from '../../liquidity/v3/planRemoveLiquidity.ts';
import { planCollectFees as planV4Collect } from '../../liquidity/v4/planCollectFees.ts';
import { planCreatePosition as planV4Create } from '../../liquidity/v4/planCreatePosition.ts';
import { planIncreaseLiquidity as planV4Increase } from '../../liquidity/v4/planIncreaseLiquidity.ts';
import { type MigrateV3ToV4Plan, planMigrateV3ToV4 } from '../../liquidity/v4/planMigrateV3ToV4.ts';
import { planRemoveLiquidity as planV4Remove } from '../../liquidity/v4/planRemoveLiquidity.ts';
import { V2_FEE } from '../../protocol/feeTiers.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { tradingChain } from '../../wallet/tradingChain.ts';

/** How a position's ETH or WETH side is paid out (or, adding to a V3 position, paid in): the flows offer both. */
export type Payout = 'ETH' | 'WETH';

/**
 * The plans the flows run, on the app's chain: the one place the pages reach the version folders of
 * liquidity/, taking a position as the app shows it (data/positionRow.ts) where there is one. Loaded
 * with a review, not with a page.
 */
export function planCreatePosition(
  version: LiquidityVersion,
  request: CreatePositionRequest,
): Promise<LiquidityPlan> {
  if (version === 'v4') return planV4Create(chainClientOf(tradingChain()), request);
  if (version === 'v3') return planV3Create(chainClientOf(tradingChain()), request);
  return planV2Create(chainClientOf(tradingChain()), request);
}

/** More liquidity into a V3 or V4 position (a V2 share grows through the create form, at the pair's ratio). */
export function planIncreaseLiquidity(
  position: PositionRow,
  request: PlanSettings & { amount0: bigint; amount1: bigint; payWithEth: boolean },
): Promise<LiquidityPlan> {
  const tokenId = BigInt(position.id);
  if (position.version === 'v4')
    return planV4Increase(chainClientOf(tradingChain()), { ...request, tokenId });
  if (position.version === 'v3')
    return planV3Increase(chainClientOf(tradingChain()), { ...request, tokenId });
  return Promise.reject(new Error('A V2 share grows through the add form: /add/v2.'));
}

export function planRemoveLiquidity(
  position: PositionRow,
  request: PlanSettings & { percent: number; receive: Payout },
): Promise<LiquidityPlan> {
  const receiveEth = request.receive === 'ETH';
  if (position.version === 'v4')
    return planV4Remove(chainClientOf(tradingChain()), {
      ...request,
      receiveEth,
      tokenId: BigInt(position.id),
    });
  if (position.version === 'v3')
    return planV3Remove(chainClientOf(tradingChain()), {
      ...request,
      receiveEth,
      tokenId: BigInt(position.id),
    });
  return planV2Remove(chainClientOf(tradingChain()), { ...request, receiveEth, pool: v2PairOf(position) });
}

export function planCollectFees(
  position: PositionRow,
  request: Omit<PlanSettings, 'slippageBps'> & { receive: Payout },
): Promise<LiquidityPlan> {
  const tokenId = BigInt(position.id);
  const receiveEth = request.receive === 'ETH';
  if (position.version === 'v4')
    return planV4Collect(chainClientOf(tradingChain()), { ...request, receiveEth, tokenId });
  if (position.version === 'v3')
    return planV3Collect(chainClientOf(tradingChain()), { ...request, receiveEth, tokenId });
  return Promise.reject(
    new Error('A V2 share earns its fees into the pair itself: there is nothing to collect.'),
  );
}

/**
 * A closed position out of its owner's wallet, what it still owes collected on the way. V3 only: a V4
 * remove of 100 % burns, and the V4 manager lists no NFT the app leaves behind.
 */
export function planBurnPosition(
  position: PositionRow,
  request: { owner: Address; receive: Payout },
): Promise<LiquidityPlan> {
  if (position.version !== 'v3')
    return Promise.reject(new Error('Only a closed V3 position is left in the wallet to burn.'));
  return planV3Burn(chainClientOf(tradingChain()), {
    owner: request.owner,
    tokenId: BigInt(position.id),
    receiveEth: request.receive === 'ETH',
  });
}

/** A V2 share into a V3 range through the V3Migrator, the rest refunded. */
export function planMigrateV2(
  position: PositionRow,
  request: PlanSettings &
    TickRange & { pool: LiquidityPool; startingSqrtPriceX96?: bigint; refundAsEth: boolean },
): Promise<MigrateV2ToV3Plan> {
  return planMigrateV2ToV3(chainClientOf(tradingChain()), { ...request, pair: v2PairOf(position) });
}

/** A V3 position into a V4 range, in one transaction through the Universal Router. */
export function planMigrateV3(
  position: PositionRow,
  request: PlanSettings & TickRange & { pool: LiquidityPool; startingSqrtPriceX96?: bigint },
): Promise<MigrateV3ToV4Plan> {
  return planMigrateV3ToV4(chainClientOf(tradingChain()), { ...request, v3TokenId: BigInt(position.id) });
}

/** A V2 share's pair as a pool key (V2 pairs hold tokens only: ETH as WETH). */
function v2PairOf(position: PositionRow): LiquidityPool {
  return {
    version: 'v2',
    currency0: position.token0.address as Address,
    currency1: position.token1.address as Address,
    fee: V2_FEE,
    tickSpacing: 1,
    hooks: zeroAddress,
  };
}
