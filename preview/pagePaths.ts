import { type Chain, chainUrlName, tokenUrlAddress } from '../data/chains.ts';
import { formatPath, pathParamNames } from './pathPattern.ts';
import { EXPLORE_TAB_PAGES, type ExploreTab, PORTFOLIO_PAGE, SWAP_PAGE } from './sitePages.ts';

/**
 * The page paths the app links to and prerenders, each pattern written once (the route table in
 * pageRoutes.ts lists these same constants), and the long-tail shell convention.
 */

/** The canonical token page; `/tokens/…` is its twin, prerendered alike. */
export const TOKEN_PAGE = '/explore/tokens/:chainName/:tokenAddress';
export const TOKENS_TOKEN_PAGE = '/tokens/:chainName/:tokenAddress';
/** The canonical pool page: a V2 or V3 contract address or a V4 pool id. */
export const POOL_PAGE = '/explore/pools/:chainName/:poolAddress';

/** The explore tabs of one chain (of every chain: sitePages.ts); `/tokens/:chainName` is the tokens tab's twin. */
export const EXPLORE_CHAIN_PAGES = {
  tokens: '/explore/tokens/:chainName',
  pools: '/explore/pools/:chainName',
  transactions: '/explore/transactions/:chainName',
} as const satisfies Record<ExploreTab, string>;
export const TOKENS_CHAIN_PAGE = '/tokens/:chainName';

/** Anyone's portfolio, read-only, and one of its tabs. */
export const PORTFOLIO_ADDRESS_PAGE = '/portfolio/:address';
export const PORTFOLIO_ADDRESS_TAB_PAGE = '/portfolio/:address/:tab';

/** An NFT collection, its activity, and one NFT. */
export const NFT_COLLECTION_PAGE = '/nfts/collection/:contractAddress';
export const NFT_COLLECTION_ACTIVITY_PAGE = '/nfts/collection/:contractAddress/activity';
export const NFT_ASSET_PAGE = '/nfts/asset/:contractAddress/:tokenId';

/**
 * The segment every param takes in a long-tail shell's prerendered path: the edge serves the shell for
 * every unprerendered path of the route, and the page reads its real params from the address bar.
 */
export const SHELL_SEGMENT = '_shell';

export function isShellParam(value: string | undefined): boolean {
  return value === SHELL_SEGMENT;
}

/** The long-tail shell of a pattern: `/explore/tokens/:chainName/:tokenAddress` → `/explore/tokens/_shell/_shell`. */
export function shellPathOf(pattern: string): string {
  const params = Object.fromEntries(pathParamNames(pattern).map((name) => [name, SHELL_SEGMENT]));
  return formatPath(pattern, params);
}

/** Canonical token page path: lower-case chain and address, `NATIVE` for native tokens. */
export function tokenPagePath(chain: Chain, address: string | null | undefined): string {
  return formatPath(TOKEN_PAGE, { chainName: chainUrlName(chain), tokenAddress: tokenUrlAddress(address) });
}

export function poolPagePath(chain: Chain, address: string): string {
  return formatPath(POOL_PAGE, { chainName: chainUrlName(chain), poolAddress: address.toLowerCase() });
}

/** An explore tab of one chain; of every chain when none is named. */
export function explorePath(tab: ExploreTab, chain?: Chain): string {
  return chain
    ? formatPath(EXPLORE_CHAIN_PAGES[tab], { chainName: chainUrlName(chain) })
    : EXPLORE_TAB_PAGES[tab];
}

/** An NFT collection's page; with `activity`, its sales, listings and transfers. */
export function nftCollectionPath(contractAddress: string, view?: 'activity'): string {
  const pattern = view ? NFT_COLLECTION_ACTIVITY_PAGE : NFT_COLLECTION_PAGE;
  return formatPath(pattern, { contractAddress: contractAddress.toLowerCase() });
}

/** One NFT's page. */
export function nftAssetPath(contractAddress: string, tokenId: string): string {
  return formatPath(NFT_ASSET_PAGE, { contractAddress: contractAddress.toLowerCase(), tokenId });
}

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
  return `${SWAP_PAGE}?${query.toString()}`;
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
  return `${PORTFOLIO_PAGE}${owner}${tab ? `/${tab}` : ''}`;
}
