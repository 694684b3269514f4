import type { Address, WalletClient } from 'viem';
import { readTokenMetadata, type TokenMetadata } from '../../protocol/tokenMetadata.ts';
import { approvePermit2 } from '../../trading/approvePermit2.ts';
import { quoteSwap, type SwapQuote, type SwapRequest } from '../../trading/quoteSwap.ts';
import type { TransactionStage } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { needsPermit2Approval } from '../../trading/tokenAllowance.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { tradingChain } from '../../wallet/tradingChain.ts';

/**
 * Everything the swap screen reads from the chain, loaded after the page is interactive (see
 * loadSwapChainReads.ts): viem's client and the quoting code stay out of /swap's first load. Each read
 * goes to the chain the wallet trades on at the time (wallet/tradingChain.ts).
 */
export async function quote(request: SwapRequest): Promise<SwapQuote> {
  try {
    return await quoteSwap(chainClientOf(tradingChain()), request);
  } catch (error) {
    throw describe(error);
  }
}

export function needsApproval(owner: Address, token: Address, amount: bigint) {
  return needsPermit2Approval(chainClientOf(tradingChain()), owner, token, amount);
}

/** A token the Data API does not know, as its contract answers (protocol/tokenMetadata.ts). */
export function tokenFromChain(address: Address): Promise<TokenMetadata> {
  return readTokenMetadata(chainClientOf(tradingChain()), address);
}

export function describe(error: unknown): TradingError {
  return describeTradingFailure(error, chainRpcUrlOf(tradingChain()));
}

/** The one approval of a token to Permit2, through the one transaction path. */
export function approve(
  owner: Address,
  wallet: WalletClient,
  token: { address: Address; symbol: string },
  onStage: (stage: TransactionStage) => void,
) {
  return approvePermit2({
    client: chainClientOf(tradingChain()),
    wallet,
    owner,
    token: token.address,
    symbol: token.symbol,
    onStage,
  });
}
