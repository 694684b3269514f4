import { parseAbi } from 'viem';

/**
 * The custom errors a swap or a V4 position change can end in (Universal Router, V4 PoolManager,
 * router and PositionManager, Permit2); the words a trader reads for each are trading/swapFailure.ts's.
 * A test checks every one against the artifacts.
 */
export const swapErrorAbi = /* @__PURE__ */ parseAbi([
  'error ExecutionFailed(uint256 commandIndex, bytes message)',
  'error TransactionDeadlinePassed()',
  'error V2TooLittleReceived()',
  'error V2TooMuchRequested()',
  'error V3TooLittleReceived()',
  'error V3TooMuchRequested()',
  'error V4TooLittleReceived(uint256 minAmountOutReceived, uint256 amountReceived)',
  'error V4TooMuchRequested(uint256 maxAmountInRequested, uint256 amountRequested)',
  'error InsufficientETH()',
  'error InsufficientToken()',
  'error InsufficientBalance()',
  'error BalanceTooLow()',
  'error V2InvalidPath()',
  'error InvalidPath()',
  'error PoolNotInitialized()',
  'error WrappedError(address target, bytes4 selector, bytes reason, bytes details)',
  'error InvalidSigner()',
  'error InvalidSignature()',
  'error InvalidNonce()',
  'error SignatureExpired(uint256 signatureDeadline)',
  'error AllowanceExpired(uint256 deadline)',
  'error InsufficientAllowance(uint256 amount)',
  'error DeadlinePassed(uint256 deadline)',
  'error MaximumAmountExceeded(uint128 maximumAmount, uint128 amountRequested)',
  'error MinimumAmountInsufficient(uint128 minimumAmount, uint128 amountReceived)',
  'error NotApproved(address caller)',
]);
