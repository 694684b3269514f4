import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { loadSwapToken } from '../../data/hooks/useSwapTokens.ts';
import { SWAP_NATIVE_CURRENCY } from '../../preview/pagePaths.ts';
import { NATIVE_ETH, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';
import { swapCurrencyOf, swapCurrencyOfChainToken } from './swapCurrencyOf.ts';

/**
 * The currency a swap link names: the Data API's token (name, logo, price), else the token contract
 * itself on the chain (a token the Data API does not list can still be traded, named as
 * chainTokenLabels.ts says where its contract will not), else nothing: no contract, no ERC-20, or decimals
 * the product refuses.
 */
export async function resolveSwapCurrency(param: string): Promise<SwapCurrency | undefined> {
  const address = param === SWAP_NATIVE_CURRENCY ? null : (param as `0x${string}`);
  const known = await loadSwapToken(DEFAULT_CHAIN.chain, address).catch(() => null);
  if (known) return swapCurrencyOf(known);
  if (address === null) return NATIVE_ETH;
  const token = await (await loadSwapChainReads()).tokenFromChain(address).catch(() => undefined);
  return token?.kind === 'token' ? swapCurrencyOfChainToken(token) : undefined;
}
