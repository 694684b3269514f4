import { importedTokens } from '../../components/importedTokens.ts';
import type { ImportableToken } from '../../components/TokenImport.tsx';
import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { loadSwapToken } from '../../data/hooks/useSwapTokens.ts';
import { SWAP_NATIVE_CURRENCY } from '../../preview/pagePaths.ts';
import { NATIVE_ETH, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';
import { swapCurrencyOf, swapCurrencyOfChainToken } from './swapCurrencyOf.ts';

/**
 * What a link's currency turned out to be: a currency the form may take at once (the Data API's token,
 * or one the reader imported before), or a token read from its contract that is on no list, which the
 * import warning must pass first.
 */
export type LinkedCurrency = { currency: SwapCurrency } | { unlisted: ImportableToken };

/**
 * The currency a swap link names: the Data API's token (name, logo, price), else the token contract
 * itself on the chain (named as chainTokenLabels.ts says where its contract will not), else nothing:
 * no contract, no ERC-20, or decimals the product refuses.
 */
export async function resolveSwapCurrency(param: string): Promise<LinkedCurrency | undefined> {
  const address = param === SWAP_NATIVE_CURRENCY ? null : (param as `0x${string}`);
  const known = await loadSwapToken(DEFAULT_CHAIN.chain, address).catch(() => null);
  if (known) return { currency: swapCurrencyOf(known) };
  if (address === null) return { currency: NATIVE_ETH };
  const token = await (await loadSwapChainReads()).tokenFromChain(address).catch(() => undefined);
  if (token?.kind !== 'token') return undefined;
  const imported = importedTokens().some(
    (other) => other.chain === DEFAULT_CHAIN.chain && other.address.toLowerCase() === address.toLowerCase(),
  );
  return imported ? { currency: swapCurrencyOfChainToken(token) } : { unlisted: token };
}

/**
 * The currency a form takes from a link: asks the import warning first for an unlisted token, and takes
 * nothing when the reader declines it.
 */
export async function linkedCurrencyAccepted(
  linked: LinkedCurrency | undefined,
  confirmImport: (token: ImportableToken) => Promise<boolean>,
): Promise<SwapCurrency | undefined> {
  if (!linked) return undefined;
  if ('currency' in linked) return linked.currency;
  return (await confirmImport(linked.unlisted)) ? swapCurrencyOfChainToken(linked.unlisted) : undefined;
}
