import { Actions, type Pool, type V4PositionPlanner } from '@uniswap/v4-sdk';
import { type Address, encodeAbiParameters, isAddressEqual } from 'viem';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { LocalEther } from '../../trading/sdkTrade.ts';

/** How the wallet takes a pool's ETH side out: as ETH, or wrapped as WETH (and a WETH side as ETH). */
export type PayoutCurrency = 'ETH' | 'WETH';

/** The PositionManager's own address and "all it holds", as its actions spell them (ActionConstants.sol). */
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
const CONTRACT_BALANCE = 1n << 255n;
/** V4's WRAP action: the PositionManager supports it (Actions.sol 0x15), the SDK 2.4 planner has no encoder for it. */
const WRAP_ACTION = '15';

/**
 * Whether taking a pool's currencies as `receive` needs a conversion: ETH from a pool holding WETH,
 * or WETH from a pool holding ETH. A pool with neither pays what it holds.
 */
export function convertsPayout(pool: Pool, receive: PayoutCurrency | undefined): boolean {
  if (receive === 'WETH') return pool.currency0.isNative;
  if (receive === 'ETH') return wethSide(pool) !== undefined;
  return false;
}

/**
 * The takes that pay out what a decrease, burn or collect credited, converting the ETH or WETH side as
 * `convertsPayout` says: that side is taken into the PositionManager, wrapped or unwrapped there, and
 * swept to the recipient; the other side is taken to the recipient directly.
 */
export function addConvertedPayout(
  planner: V4PositionPlanner,
  pool: Pool,
  recipient: Address,
  receive: PayoutCurrency,
): void {
  const side = receive === 'WETH' ? pool.currency0 : wethSide(pool);
  if (!side) throw new Error('This pool holds neither ETH nor WETH.');
  const other = side === pool.currency0 ? pool.currency1 : pool.currency0;
  planner.addTake(side, ADDRESS_THIS);
  if (receive === 'WETH') {
    planner.actions += WRAP_ACTION;
    planner.params.push(encodeAbiParameters([{ type: 'uint256' }], [CONTRACT_BALANCE]));
    planner.addSweep(side.wrapped, recipient);
  } else {
    planner.addAction(Actions.UNWRAP, [CONTRACT_BALANCE.toString()]);
    planner.addSweep(new LocalEther(LOCAL_CHAIN_ID), recipient);
  }
  planner.addTake(other, recipient);
}

function wethSide(pool: Pool) {
  return [pool.currency0, pool.currency1].find(
    (currency) => !currency.isNative && isAddressEqual(currency.address as Address, PROTOCOL_ADDRESSES.weth9),
  );
}
