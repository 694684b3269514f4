import {
  type Account,
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { formatTokenAmount } from '../components/tokenAmounts.ts';
import { weth9Abi } from '../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { requoteRoute, type SwapQuote } from './quoteSwap.ts';
import { settledAmounts } from './receivedAmounts.ts';
import {
  type PreparedCall,
  runTransaction,
  type TransactionDescription,
  type TransactionStage,
} from './sendTransaction.ts';
import { describeTradingFailure } from './swapFailure.ts';
import { assertWithinReviewedLimits, isQuoteStale, type SwapLimits, swapLimits } from './swapLimits.ts';
import { signSwapPermit } from './swapPermit.ts';
import { permit2Nonce } from './tokenAllowance.ts';
import { TradingError } from './tradingError.ts';
import { universalRouterCall } from './universalRouterCall.ts';

/** Where a swap stands while it runs: the transaction's stages, and the permit signature before them. */
export type SwapStage = TransactionStage | { stage: 'permit-signature' };

export interface SwapOutcome {
  hash: Hex;
  blockNumber: bigint;
  /** What the chain actually moved (receipt logs and balances), not what was quoted. */
  amountIn: bigint;
  amountOut: bigint;
  /** The network cost paid, in wei. */
  gasCost: bigint;
}

export interface ExecuteSwapOptions {
  client: PublicClient;
  wallet: WalletClient;
  account: Address;
  chainId: number;
  /** The quote the trader reviewed; its limits are the ones the router enforces. */
  quote: SwapQuote;
  slippageBps: number;
  deadlineMinutes: number;
  onStage?: (stage: SwapStage) => void;
  now?: () => number;
}

/**
 * Runs a reviewed swap to its end: the route is asked again (and refused if it moved beyond the
 * reviewed limits), a Permit2 signature for token input, then the one transaction path (simulation,
 * signature, receipt and its status), and the amounts actually moved. Nothing is sent unless every
 * step before it succeeded, so a refusal or failure leaves balances and allowances as they were.
 * Throws a TradingError with clear words.
 */
export async function executeSwap(options: ExecuteSwapOptions): Promise<SwapOutcome> {
  try {
    return await runSwap(options);
  } catch (error) {
    throw describeTradingFailure(error, options.client.transport.url as string | undefined);
  }
}

async function runSwap({
  client,
  wallet,
  account,
  chainId,
  quote,
  slippageBps,
  deadlineMinutes,
  onStage,
  now = Date.now,
}: ExecuteSwapOptions): Promise<SwapOutcome> {
  const reviewed = swapLimits(quote, slippageBps);
  const protocol = protocolAddressesOf(client);
  // A wallet holding its own key (the dev wallet, tests) signs with it; a browser wallet by address.
  const signer: Account | Address = wallet.account ?? account;
  onStage?.({ stage: 'checking' });
  let fresh = await requoteRoute(client, quote, now);
  assertWithinReviewedLimits(fresh, reviewed);
  const block = await client.getBlock();
  const deadline = block.timestamp + BigInt(deadlineMinutes * 60);
  let transaction: PreparedCall;
  if (quote.kind === 'wrap' || quote.kind === 'unwrap') {
    transaction = wrapTransaction(quote, protocol.weth9);
  } else {
    const permit =
      quote.input.address === null
        ? undefined
        : await (async () => {
            const token = quote.input.address as Address;
            await assertBalanceCovers(client, account, quote, reviewed.maximumIn);
            const nonce = await permit2Nonce(client, account, token);
            onStage?.({ stage: 'permit-signature' });
            return signSwapPermit({
              wallet,
              account: signer,
              chainId,
              token,
              amount: reviewed.maximumIn,
              nonce,
              deadline,
              protocol,
            });
          })();
    // A trader may take their time over the signature: a quote that aged meanwhile is asked again.
    if (isQuoteStale(fresh, now())) {
      fresh = await requoteRoute(client, quote, now);
      assertWithinReviewedLimits(fresh, reviewed);
    }
    transaction = universalRouterCall({
      // The reviewed amounts with the reviewed slippage give the router exactly the reviewed limits.
      quote,
      slippageBps,
      recipient: account,
      deadline,
      permit,
      chainId,
      protocol,
    });
  }
  const receipt = await runTransaction({
    client,
    wallet,
    account,
    call: transaction,
    action: 'swap',
    description: swapDescription(quote),
    onStage,
  });
  const moved = await settledAmounts(client, receipt, account, quote.input, quote.output);
  return {
    hash: receipt.transactionHash,
    blockNumber: receipt.blockNumber,
    ...moved,
    gasCost: receipt.gasUsed * receipt.effectiveGasPrice,
  };
}

/** "Swap 0.5 ETH for 1,728.92 USDC", "Wrap 1 ETH": what the top bar and the toasts say of the swap. */
export function swapDescription(
  quote: Pick<SwapQuote, 'kind' | 'amountIn' | 'amountOut' | 'input' | 'output'>,
): TransactionDescription {
  const paid = `${formatTokenAmount(quote.amountIn, quote.input.decimals)} ${quote.input.symbol}`;
  if (quote.kind === 'wrap') return { kind: 'swap', summary: `Wrap ${paid}` };
  if (quote.kind === 'unwrap') return { kind: 'swap', summary: `Unwrap ${paid}` };
  const received = `${formatTokenAmount(quote.amountOut, quote.output.decimals)} ${quote.output.symbol}`;
  return { kind: 'swap', summary: `Swap ${paid} for ${received}` };
}

/**
 * The balance read again at signing: a token whose balances move by themselves (rebasing) may hold
 * less now than when the swap was reviewed, and a swap over the balance would only revert.
 */
async function assertBalanceCovers(
  client: PublicClient,
  account: Address,
  quote: SwapQuote,
  needed: bigint,
): Promise<void> {
  const token = quote.input.address;
  if (token === null) return;
  const held = await client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });
  if (held < needed)
    throw new TradingError(
      'insufficient-balance',
      `Your ${quote.input.symbol} balance is less than this swap needs: it changed since you reviewed, or this token's balances move by themselves. Nothing was signed: review the amount again.`,
    );
}

/** A plain WETH9 deposit (ETH → WETH) or withdrawal (WETH → ETH): one to one, no router, no pool. */
export function wrapTransaction(quote: Pick<SwapQuote, 'kind' | 'amountIn'>, weth: Address): PreparedCall {
  return quote.kind === 'wrap'
    ? {
        to: weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
        value: quote.amountIn,
      }
    : {
        to: weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [quote.amountIn] }),
        value: 0n,
      };
}

export type { SwapLimits };
