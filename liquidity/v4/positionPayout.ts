import { Actions, type Pool, type V4PositionPlanner } from '@uniswap/v4-sdk';
import { type Address, encodeAbiParameters, isAddressEqual } from 'viem';
import { ChainEther } from '../../trading/chainEther.ts';

/** The PositionManager's own address and "all it holds", as its actions spell them (ActionConstants.sol). */
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
const CONTRACT_BALANCE = 1n << 255n;
/** V4's WRAP action: the PositionManager supports it (Actions.sol 0x15), the SDK 2.4 planner has no encoder for it. */
const WRAP_ACTION = '15';

/**
 * Whether paying a pool's currencies out as asked needs a conversion: `receiveEth` true asks ETH for
 * a WETH side, false asks WETH for an ETH side, undefined takes what the pool holds. A pool with
 * neither ETH nor WETH pays what it holds. `weth`: the chain's WETH9.
 */
export function convertsPayout(pool: Pool, receiveEth: boolean | undefined, weth: Address): boolean {
  if (receiveEth === false) return pool.currency0.isNative;
  if (receiveEth === true) return wethSide(pool, weth) !== undefined;
  return false;
}

/**
 * The takes that pay out what a decrease, burn or collect credited when `convertsPayout` says so: the
 * ETH or WETH side is taken into the PositionManager, wrapped or unwrapped there, and swept to the
 * recipient; the other side is taken to the recipient directly.
 */
export function addConvertedPayout(
  planner: V4PositionPlanner,
  pool: Pool,
  recipient: Address,
  receiveEth: boolean,
  weth: Address,
): void {
  const side = receiveEth ? wethSide(pool, weth) : pool.currency0;
  if (!side) throw new Error('This pool holds neither ETH nor WETH.');
  const other = side === pool.currency0 ? pool.currency1 : pool.currency0;
  planner.addTake(side, ADDRESS_THIS);
  if (!receiveEth) {
    planner.actions += WRAP_ACTION;
    planner.params.push(encodeAbiParameters([{ type: 'uint256' }], [CONTRACT_BALANCE]));
    planner.addSweep(side.wrapped, recipient);
  } else {
    planner.addAction(Actions.UNWRAP, [CONTRACT_BALANCE.toString()]);
    planner.addSweep(new ChainEther(pool.chainId, weth), recipient);
  }
  planner.addTake(other, recipient);
}

function wethSide(pool: Pool, weth: Address) {
  return [pool.currency0, pool.currency1].find(
    (currency) => !currency.isNative && isAddressEqual(currency.address as Address, weth),
  );
}
