import { isEvmAddress } from '../../data/addressPatterns.ts';
import { SWAP_NATIVE_CURRENCY, type SwapLink } from '../../preview/pagePaths.ts';

/**
 * The swap a URL's query states; unknown or malformed parameters are left out. Apart from the link's
 * writer (preview/pagePaths.ts): only /swap reads a swap URL, the pages that link to it need not load this.
 */
export function readSwapLink(search: string): SwapLink & { chain: string | undefined } {
  const query = new URLSearchParams(search);
  const currency = (name: string) => {
    const value = query.get(name)?.trim();
    if (!value) return undefined;
    if (/^(eth|native)$/i.test(value)) return SWAP_NATIVE_CURRENCY;
    return isEvmAddress(value) ? value : undefined;
  };
  const value = query.get('value')?.trim();
  const field = query.get('field');
  return {
    chain: query.get('chain') ?? undefined,
    inputCurrency: currency('inputCurrency'),
    outputCurrency: currency('outputCurrency'),
    value: value && /^(\d+\.?\d*|\.\d+)$/.test(value) ? value : undefined,
    field: field === 'output' ? 'output' : field === 'input' ? 'input' : undefined,
  };
}
