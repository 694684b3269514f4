/**
 * Why a liquidity plan cannot be made, found before anything is signed, in words the page shows as
 * they are, with a code the pages and tests branch on. (Failures of the transactions themselves are
 * TradingErrors from the one transaction path.)
 */
export type LiquidityErrorCode =
  | 'no-amount'
  | 'insufficient-balance'
  | 'invalid-range'
  | 'range-out-of-bounds'
  | 'pool-missing'
  | 'position-missing'
  | 'not-owner'
  | 'nothing-to-collect'
  | 'position-empty'
  | 'position-open'
  | 'invalid-percent'
  /** A token the product refuses (no decimals, or too many: protocol/tokenMetadata.ts). */
  | 'token-refused';

export class LiquidityError extends Error {
  constructor(
    readonly code: LiquidityErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LiquidityError';
  }
}
