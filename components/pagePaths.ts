import { type Chain, chainUrlName } from '../data/chains.ts';

// The canonical page paths are preview/'s (the preview records name them too); the components link
// with them from here, beside the swap link.
export {
  type ExploreTab,
  explorePath,
  nftAssetPath,
  nftCollectionPath,
  poolPagePath,
  tokenPagePath,
} from '../preview/pagePaths.ts';

/** Which amount of a swap the trader typed: the input (exact input) or the output (exact output). */
export type SwapField = 'input' | 'output';

/** A swap as its URL states it (`/swap?inputCurrency=ETH&outputCurrency=0x…&value=1&field=input`). */
export interface SwapLink {
  /** `ETH` for the native currency, else a token address. */
  inputCurrency?: string | undefined;
  outputCurrency?: string | undefined;
  value?: string | undefined;
  field?: SwapField | undefined;
}

/** How a swap URL names the chain's native currency. */
export const SWAP_NATIVE_CURRENCY = 'ETH';

/** The swap currency parameter for a token address (`null`: the native currency). */
export function swapCurrencyParam(address: string | null | undefined): string {
  return address ? address.toLowerCase() : SWAP_NATIVE_CURRENCY;
}

/** `/swap?…` prefilled, in the parameter names the Uniswap app uses, so links from elsewhere work. */
export function swapPagePath(chain: Chain, link: SwapLink = {}): string {
  const query = new URLSearchParams({ chain: chainUrlName(chain) });
  if (link.inputCurrency) query.set('inputCurrency', link.inputCurrency);
  if (link.outputCurrency) query.set('outputCurrency', link.outputCurrency);
  if (link.value) query.set('value', link.value);
  if (link.field) query.set('field', link.field);
  return `/swap?${query.toString()}`;
}

/** The portfolio's tabs, in the order the page lists them (`/portfolio` itself shows the first). */
export const PORTFOLIO_TABS = ['tokens', 'defi', 'nfts', 'activity'] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

export function isPortfolioTab(value: string | undefined): value is PortfolioTab {
  return PORTFOLIO_TABS.some((tab) => tab === value);
}

/**
 * `/portfolio[/{tab}]` for the connected wallet, `/portfolio/{address}[/{tab}]` for anyone's address
 * (lower case, so one address has one URL).
 */
export function portfolioPagePath(address?: string, tab?: PortfolioTab): string {
  const owner = address ? `/${address.toLowerCase()}` : '';
  return `/portfolio${owner}${tab ? `/${tab}` : ''}`;
}
