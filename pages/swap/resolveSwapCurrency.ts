import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { loadSwapToken } from '../../data/hooks/useSwapTokens.ts';
import { SWAP_NATIVE_CURRENCY } from '../../preview/pagePaths.ts';
import { NATIVE_ETH, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';
import { swapCurrencyOf } from './swapCurrencyOf.ts';

/**
 * The currency a swap link names: the Data API's token (name, logo, price), else the token contract
 * itself on the chain (a token the Data API does not list can still be traded), else nothing.
 */
export async function resolveSwapCurrency(param: string): Promise<SwapCurrency | undefined> {
  const address = param === SWAP_NATIVE_CURRENCY ? null : (param as `0x${string}`);
  const known = await loadSwapToken(DEFAULT_CHAIN.chain, address).catch(() => null);
  if (known) return swapCurrencyOf(known);
  if (address === null) return NATIVE_ETH;
  return (await loadSwapChainReads()).tokenFromChain(address);
}
