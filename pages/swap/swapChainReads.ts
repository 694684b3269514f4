import { type Address, erc20Abi } from 'viem';
import { quoteSwap, type SwapQuote, type SwapRequest } from '../../trading/quoteSwap.ts';
import { readBalances } from '../../trading/readBalances.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { needsPermit2Approval, permit2ApprovalTransaction } from '../../trading/tokenAllowance.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import { swapChainClient, swapChainRpcUrl } from './swapChainClient.ts';

/**
 * Everything the swap screen reads from the chain, loaded after the page is interactive (see
 * loadSwapChainReads.ts): viem's client and the quoting code stay out of /swap's first load.
 */
export async function quote(request: SwapRequest): Promise<SwapQuote> {
  try {
    return await quoteSwap(swapChainClient, request);
  } catch (error) {
    throw describe(error);
  }
}

export function balances(owner: Address, currencies: readonly SwapCurrency[]) {
  return readBalances(swapChainClient, owner, currencies);
}

export function needsApproval(owner: Address, token: Address, amount: bigint) {
  return needsPermit2Approval(swapChainClient, owner, token, amount);
}

/** A token the Data API does not know, read from its contract; undefined when there is none. */
export async function tokenFromChain(address: Address): Promise<SwapCurrency | undefined> {
  try {
    const [symbol, name, decimals] = await Promise.all([
      swapChainClient.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      swapChainClient.readContract({ address, abi: erc20Abi, functionName: 'name' }),
      swapChainClient.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ]);
    return { address, symbol, name, decimals };
  } catch {
    return undefined;
  }
}

export function describe(error: unknown): TradingError {
  return describeTradingFailure(error, swapChainRpcUrl);
}

export { permit2ApprovalTransaction, swapChainClient };
