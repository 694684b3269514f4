/**
 * Why a trade cannot go ahead, in words a trader reads, with a code the screens and tests branch on.
 */
export type TradingErrorCode =
  | 'no-amount'
  | 'no-route'
  | 'no-liquidity'
  | 'insufficient-balance'
  | 'rejected'
  | 'reverted'
  /** Sent, then dropped: the chain restarted, or the account's nonce moved past it unmined. */
  | 'dropped'
  | 'price-moved'
  /** The token itself cannot be traded as asked: its transfers fail, or its fee or decimals forbid it. */
  | 'token-refused'
  | 'rpc-unreachable'
  | 'wrong-network'
  | 'unknown';

export class TradingError extends Error {
  constructor(
    readonly code: TradingErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TradingError';
  }
}
