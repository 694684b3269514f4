import type { PositionRow, PositionToken } from '../../data/positionRow.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';

/**
 * Whether a position has an ETH or WETH side, which the flows pay out either way (ETH: unwrapped or
 * as held; WETH: wrapped or as held), and what that side is called each way.
 */
export function hasEthSide(position: Pick<PositionRow, 'token0' | 'token1'>): boolean {
  return isEthOrWeth(position.token0) || isEthOrWeth(position.token1);
}

/** A side's symbol as paid out: ETH or WETH for the ETH side, the token's own otherwise. */
export function payoutSymbol(token: PositionToken, payout: 'ETH' | 'WETH'): string {
  return isEthOrWeth(token) ? payout : token.symbol;
}

function isEthOrWeth(token: PositionToken): boolean {
  return token.address === null || token.address.toLowerCase() === PROTOCOL_ADDRESSES.weth9.toLowerCase();
}
