import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  type Hex,
  HttpRequestError,
  InsufficientFundsError,
  parseAbi,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem';
import { swapErrorAbi } from '../protocol/swapErrorAbi.ts';
import { TradingError } from './tradingError.ts';

/** Solidity's own reverts: `require` with a message, and panics (overflow, division by zero). */
const SOLIDITY_ERRORS = parseAbi(['error Error(string reason)', 'error Panic(uint256 code)']);

const WORDS: Record<string, string> = {
  TransactionDeadlinePassed: 'the transaction deadline passed before it was included',
  // The V4 PositionManager's: its deadline, the slippage bounds of a deposit or a withdrawal, its owner.
  DeadlinePassed: 'the transaction deadline passed before it was included',
  MaximumAmountExceeded: 'the price moved: the deposit would take more than your maximum',
  MinimumAmountInsufficient: 'the price moved: the withdrawal would give less than your minimum',
  NotApproved: 'this position belongs to another account',
  V2TooLittleReceived: 'the price moved: the swap would give less than your minimum received',
  V3TooLittleReceived: 'the price moved: the swap would give less than your minimum received',
  V4TooLittleReceived: 'the price moved: the swap would give less than your minimum received',
  V2TooMuchRequested: 'the price moved: the swap would take more than your maximum sent',
  V3TooMuchRequested: 'the price moved: the swap would take more than your maximum sent',
  V4TooMuchRequested: 'the price moved: the swap would take more than your maximum sent',
  InsufficientETH: 'not enough ETH was sent with the swap',
  InsufficientToken: 'the router received fewer tokens than the swap needs',
  InsufficientBalance: 'the balance is too low for this swap',
  BalanceTooLow: 'the balance is too low for this swap',
  V2InvalidPath: 'the route is not valid',
  InvalidPath: 'the route is not valid',
  PoolNotInitialized: 'a pool on the route does not exist',
  InvalidSigner: 'the permit signature is not from your account (Permit2: InvalidSigner)',
  InvalidSignature: 'the permit signature is malformed (Permit2: InvalidSignature)',
  InvalidNonce: 'the permit was already used (Permit2: InvalidNonce)',
  SignatureExpired: 'the permit signature expired (Permit2: SignatureExpired)',
  AllowanceExpired: 'the Permit2 allowance expired',
  InsufficientAllowance: 'the Permit2 allowance is too low for this swap',
};

/** Known revert strings of the V2 and V3 contracts and ERC-20 tokens. */
const REVERT_STRINGS: [RegExp, string][] = [
  // The position managers', the V2 router's and the migrator's own, for liquidity.
  [/Price slippage check|INSUFFICIENT_[AB]_AMOUNT/i, 'the price moved past your slippage tolerance'],
  [/Transaction too old|UniswapV2Router: EXPIRED/i, 'the transaction deadline passed before it was included'],
  [/INSUFFICIENT_LIQUIDITY_(MINTED|BURNED)/i, 'the amounts are too small for this pair'],
  [/Not approved/i, 'this position belongs to another account'],
  [/Invalid token ID/i, 'this position does not exist'],
  [
    /TRANSFER_FROM_FAILED|^STF$|transfer amount exceeds (balance|allowance)/i,
    'the token transfer failed: check your balance and approval',
  ],
  [
    /INSUFFICIENT_OUTPUT_AMOUNT|Too little received/i,
    'the price moved: the swap would give less than your minimum received',
  ],
  [
    /EXCESSIVE_INPUT_AMOUNT|Too much requested/i,
    'the price moved: the swap would take more than your maximum sent',
  ],
  [/INSUFFICIENT_LIQUIDITY/i, 'the pool has too little liquidity'],
];

/** What a failure's words name: a swap, a send of the /send page, a liquidity position's change, a launch's bid or its claim, or a governance step. */
export type TradingAction = 'swap' | 'send' | 'liquidity' | 'bid' | 'claim' | 'governance';

const ACTION_WORDS: Record<TradingAction, string> = {
  swap: 'swap',
  send: 'send',
  liquidity: 'liquidity change',
  bid: 'bid',
  claim: 'claim',
  governance: 'governance transaction',
};

/** Any failure met while quoting or executing, as a TradingError with clear words naming the `action`. */
export function describeTradingFailure(
  error: unknown,
  rpcUrl?: string,
  action: TradingAction = 'swap',
): TradingError {
  if (error instanceof TradingError) return error;
  if (!(error instanceof BaseError)) {
    const message = error instanceof Error ? error.message : String(error);
    if (/fetch failed|Failed to fetch|ECONNREFUSED|NetworkError/i.test(message))
      return unreachable(error, rpcUrl, action);
    return new TradingError('unknown', message, { cause: error });
  }
  if (error.walk((e) => e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001))
    return new TradingError('rejected', 'You rejected the request in your wallet. Nothing was sent.', {
      cause: error,
    });
  if (error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
    return unreachable(error, rpcUrl, action);
  if (error.walk((e) => e instanceof InsufficientFundsError))
    return new TradingError(
      'insufficient-balance',
      'Not enough ETH to pay for this transaction and its network cost.',
      {
        cause: error,
      },
    );
  const reason = revertReason(error);
  if (reason)
    return new TradingError('reverted', `The ${ACTION_WORDS[action]} would fail: ${reason}.`, {
      cause: error,
    });
  return new TradingError('unknown', error.shortMessage, { cause: error });
}

/** Words for the revert data of a failed call, unwrapping the router's ExecutionFailed and V4's WrappedError. */
export function revertDataReason(data: Hex): string | undefined {
  try {
    const decoded = decodeErrorResult({ abi: [...swapErrorAbi, ...SOLIDITY_ERRORS], data });
    if (decoded.errorName === 'ExecutionFailed') return revertDataReason(decoded.args[1]);
    if (decoded.errorName === 'WrappedError') return revertDataReason(decoded.args[2]);
    if (decoded.errorName === 'Error') return stringReason(String(decoded.args[0]));
    if (decoded.errorName === 'Panic') return `the contract panicked (code ${String(decoded.args[0])})`;
    return WORDS[decoded.errorName] ?? decoded.errorName;
  } catch {
    return undefined;
  }
}

function revertReason(error: BaseError): string | undefined {
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError) {
    if (reverted.raw) return revertDataReason(reverted.raw) ?? reverted.reason;
    if (reverted.reason) return stringReason(reverted.reason);
  }
  const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string');
  const data = (withData as { data?: unknown } | null)?.data;
  if (typeof data === 'string' && data.startsWith('0x') && data.length >= 10)
    return revertDataReason(data as Hex);
  const message = error.details ?? error.shortMessage;
  return /revert/i.test(message) ? stringReason(message) : undefined;
}

function stringReason(text: string): string {
  return REVERT_STRINGS.find(([pattern]) => pattern.test(text))?.[1] ?? text;
}

function unreachable(error: unknown, rpcUrl: string | undefined, action: TradingAction): TradingError {
  return new TradingError(
    'rpc-unreachable',
    `The chain is not answering${rpcUrl ? ` at ${rpcUrl}` : ''}. A ${ACTION_WORDS[action]} needs the chain: start it (npm start) and try again.`,
    { cause: error },
  );
}
