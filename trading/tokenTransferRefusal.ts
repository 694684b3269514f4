import type { TokenTransferFailure } from './tryTokenTransfer.ts';

/** What the refused transfer was for: buying (a pool pays the token out), selling, or a send. */
export type RefusedMove = 'buy' | 'sell' | 'send';

const HOW: Record<TokenTransferFailure, string> = {
  reverts: 'its transfer reverts',
  'returns-false': 'its transfer answers false and moves nothing',
  'moves-nothing': 'its transfer moves nothing',
};

const SO: Record<RefusedMove, string> = {
  buy: 'the pool could not pay it out to you, so this swap would fail and cannot be made.',
  sell: 'the pool could not take it from you, so this swap would fail and cannot be made.',
  send: 'the recipient would get nothing, so this send is refused.',
};

/** Why a token is refused before anything is signed, in the product's words. */
export function tokenTransferRefusal(
  symbol: string,
  failure: TokenTransferFailure,
  move: RefusedMove,
): string {
  return `This token's transfers fail: ${symbol} was tried on the chain and ${HOW[failure]}; ${SO[move]}`;
}
