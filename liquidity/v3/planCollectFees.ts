import { type Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { NonfungiblePositionManager } from '@uniswap/v3-sdk';
import type { Address, Hex, PublicClient } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';
import type { PoolAmounts } from '../planSettings.ts';
import { uncollectedFees } from './uncollectedFees.ts';
import { wethSideAsEth } from './v3Deposit.ts';
import { checkOwner, readV3Position, type V3PositionState } from './v3PoolState.ts';

export interface CollectFeesRequest {
  owner: Address;
  /** The V3 position NFT's id. */
  tokenId: bigint;
  /** Receive the WETH side as ETH (the manager unwraps it); ignored for pools without WETH. */
  receiveEth?: boolean;
}

/**
 * The position's uncollected fees to its owner, in one manager call (collect, or collect + unwrapWETH9
 * + sweepToken to receive ETH). `expected` holds the fees as amounts out (negative).
 */
export async function planCollectFees(
  client: PublicClient,
  request: CollectFeesRequest,
): Promise<LiquidityPlan> {
  const position = await readV3Position(client, request.tokenId);
  checkOwner(position, request.owner, 'collect its fees');
  const fees = await uncollectedFees(client, request.tokenId, request.owner);
  if (fees.amount0 === 0n && fees.amount1 === 0n)
    throw new LiquidityError('nothing-to-collect', 'This position has no fees to collect yet.');
  const { calldata, value } = NonfungiblePositionManager.collectCallParameters({
    tokenId: request.tokenId.toString(),
    ...owedAmounts(position, fees, request.receiveEth),
    recipient: request.owner,
  });
  return {
    steps: [
      {
        kind: 'position',
        label: 'Collect fees',
        call: {
          to: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
          data: calldata as Hex,
          value: BigInt(value),
        },
      },
    ],
    expected: { amount0: -fees.amount0, amount1: -fees.amount1 },
  };
}

/**
 * What the manager is told to expect owed, in the currencies the owner receives: native ETH for the
 * WETH side when asked, which makes the SDK collect to the manager, then unwrap and sweep.
 */
export function owedAmounts(position: V3PositionState, owed: PoolAmounts, receiveEth: boolean | undefined) {
  const ether = wethSideAsEth(position.pool, receiveEth);
  const currency = (token: Currency): Currency => (ether && token.equals(ether.wrapped) ? ether : token);
  return {
    expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(
      currency(position.sdkPool.token0),
      owed.amount0.toString(),
    ),
    expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(
      currency(position.sdkPool.token1),
      owed.amount1.toString(),
    ),
  };
}
