import { V4PositionManager } from '@uniswap/v4-sdk';
import type { Hex, PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { PoolAmounts } from '../planSettings.ts';
import type { CreatePositionRequest } from '../positionRequests.ts';
import { checkRange } from '../priceRange.ts';
import { readV4Pool } from './readV4Pool.ts';
import { sizeV4Deposit } from './v4Deposit.ts';

export interface CreatePositionPlan extends LiquidityPlan {
  /** The position's liquidity as the PositionManager will mint it at the current price. */
  liquidity: bigint;
  /** The most of each currency the mint may take before it reverts (V4 caps what goes in). */
  maximums: PoolAmounts;
  /** Whether the position call initializes the pool first (`initializePool` in the same multicall). */
  createsPool: boolean;
}

/**
 * A new V4 position NFT for `owner`: the missing Permit2 approvals, then one PositionManager call by
 * the SDK's `addCallParameters` — MINT_POSITION and SETTLE_PAIR (ETH as value, the rest swept back),
 * after `initializePool` in the same multicall when the pool has no price yet. The pool's hooks are in
 * its key; no hook data is sent. `expected` holds what the mint takes of each currency.
 */
export async function planCreatePosition(
  client: PublicClient,
  request: CreatePositionRequest,
): Promise<CreatePositionPlan> {
  const protocol = protocolAddressesOf(client);
  const { pool, tickLower, tickUpper } = request;
  checkRange({ tickLower, tickUpper }, pool.tickSpacing);
  const { sdkPool, initialized } = await readV4Pool(client, pool, {
    startingSqrtPriceX96: request.startingSqrtPriceX96,
  });
  const deposit = await sizeV4Deposit(client, sdkPool, { tickLower, tickUpper }, request);
  const { calldata, value } = V4PositionManager.addCallParameters(deposit.position, {
    recipient: request.owner,
    slippageTolerance: deposit.tolerance,
    deadline: request.deadline.toString(),
    useNative: sdkPool.currency0.isNative ? sdkPool.currency0 : undefined,
    ...(initialized ? {} : { createPool: true, sqrtPriceX96: sdkPool.sqrtRatioX96.toString() }),
  });
  return {
    steps: [
      ...deposit.approvals,
      {
        kind: 'position',
        label: initialized ? 'Create position' : 'Create pool and position',
        call: { to: protocol.v4PositionManager, data: calldata as Hex, value: BigInt(value) },
      },
    ],
    expected: deposit.expected,
    liquidity: deposit.liquidity,
    maximums: deposit.maximums,
    createsPool: !initialized,
  };
}
