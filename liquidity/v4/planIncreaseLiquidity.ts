import { V4PositionManager } from '@uniswap/v4-sdk';
import type { Hex, PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { PoolAmounts } from '../planSettings.ts';
import type { IncreaseLiquidityRequest } from '../positionRequests.ts';
import { readOwnedV4Position } from './readV4Position.ts';
import { sizeV4Deposit } from './v4Deposit.ts';

export interface IncreaseLiquidityPlan extends LiquidityPlan {
  /** The liquidity the position gains, at the current price. */
  liquidity: bigint;
  /** The most of each currency the increase may take before it reverts (V4 caps what goes in). */
  maximums: PoolAmounts;
}

/**
 * More liquidity into a V4 position, in its own range: the missing Permit2 approvals, then the SDK's
 * `addCallParameters` with the token id (INCREASE_LIQUIDITY, then CLOSE_CURRENCY on each side, since
 * the fees the position earned are credited and may exceed what a side owes; ETH as value, the rest
 * swept back). `expected` holds what it takes at today's price, before the earned fees offset it.
 */
export async function planIncreaseLiquidity(
  client: PublicClient,
  request: IncreaseLiquidityRequest,
): Promise<IncreaseLiquidityPlan> {
  const protocol = protocolAddressesOf(client);
  const { sdkPosition } = await readOwnedV4Position(client, request.tokenId, request.owner, 'add to it');
  const deposit = await sizeV4Deposit(client, sdkPosition.pool, sdkPosition, request);
  const { calldata, value } = V4PositionManager.addCallParameters(deposit.position, {
    tokenId: request.tokenId.toString(),
    slippageTolerance: deposit.tolerance,
    deadline: request.deadline.toString(),
    useNative: sdkPosition.pool.currency0.isNative ? sdkPosition.pool.currency0 : undefined,
  });
  return {
    steps: [
      ...deposit.approvals,
      {
        kind: 'position',
        label: 'Add liquidity',
        call: { to: protocol.v4PositionManager, data: calldata as Hex, value: BigInt(value) },
      },
    ],
    expected: deposit.expected,
    liquidity: deposit.liquidity,
    maximums: deposit.maximums,
  };
}
