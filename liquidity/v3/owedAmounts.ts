import { type Currency, CurrencyAmount } from '@uniswap/sdk-core';
import type { ChainEther } from '../../trading/chainEther.ts';
import type { PoolAmounts } from '../planSettings.ts';
import { wethSideAsEth } from './v3Deposit.ts';
import type { V3PositionState } from './v3PoolState.ts';

/**
 * What the manager is told to expect owed, in the currencies the owner receives: native ETH for the
 * WETH side when asked, which makes the SDK collect to the manager, then unwrap and sweep.
 */
export function owedAmounts(
  position: V3PositionState,
  owed: PoolAmounts,
  receiveEth: boolean | undefined,
  chainEther: ChainEther,
) {
  const ether = wethSideAsEth(position.pool, receiveEth, chainEther);
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
