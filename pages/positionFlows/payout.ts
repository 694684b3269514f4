import type { Address } from 'viem';
import type { PositionRow, PositionToken } from '../../data/positionRow.ts';
import { NATIVE_ETH, type SwapCurrency } from '../../trading/swapCurrency.ts';

/**
 * Whether a position has an ETH or WETH side, which the flows pay out either way (ETH: unwrapped or
 * as held; WETH: wrapped or as held), and what that side is called each way. `weth` is the trading
 * chain's WETH9 throughout.
 */
export function hasEthSide(position: Pick<PositionRow, 'token0' | 'token1'>, weth: Address): boolean {
  return isEthOrWeth(position.token0, weth) || isEthOrWeth(position.token1, weth);
}

/** A side's symbol as paid out: ETH or WETH for the ETH side, the token's own otherwise. */
export function payoutSymbol(token: PositionToken, payout: 'ETH' | 'WETH', weth: Address): string {
  return isEthOrWeth(token, weth) ? payout : token.symbol;
}

/**
 * Whether a deposit into this position may pay its WETH side as ETH: a V3 pool holding WETH, whose
 * position manager wraps the ETH sent and refunds what it did not take. A V4 pool is paid in its own
 * currencies (ETH itself where it holds ETH).
 */
export function paysWethAsEth(
  position: Pick<PositionRow, 'version' | 'token0' | 'token1'>,
  weth: Address,
): boolean {
  return position.version === 'v3' && (isWeth(position.token0, weth) || isWeth(position.token1, weth));
}

/** What a deposit pays for one side: ETH for the WETH side of a V3 position paid as ETH, the token itself otherwise. */
export function depositCurrency(
  position: Pick<PositionRow, 'version' | 'token0' | 'token1'>,
  token: PositionToken,
  pay: 'ETH' | 'WETH',
  weth: Address,
): SwapCurrency {
  if (pay === 'ETH' && isWeth(token, weth) && paysWethAsEth(position, weth)) return NATIVE_ETH;
  return token as SwapCurrency;
}

function isWeth(token: PositionToken, weth: Address): boolean {
  return token.address !== null && token.address.toLowerCase() === weth.toLowerCase();
}

function isEthOrWeth(token: PositionToken, weth: Address): boolean {
  return token.address === null || isWeth(token, weth);
}
