import { type Chain, chainUrlName, tokenUrlAddress } from '../data/chains.ts';
import { formatPath, pathParamNames } from './pathPattern.ts';
import { EXPLORE_TAB_PAGES, type ExploreTab, LIMIT_PAGE, PORTFOLIO_PAGE, SWAP_PAGE } from './sitePages.ts';

/**
 * The page paths the app links to and prerenders, each pattern written once (the route table in
 * pageRoutes.ts lists these same constants), and the long-tail shell convention.
 */

/** The canonical token page; `/tokens/…` is its twin, prerendered alike. */
export const TOKEN_PAGE = '/explore/tokens/:chainName/:tokenAddress';
export const TOKENS_TOKEN_PAGE = '/tokens/:chainName/:tokenAddress';
/** The canonical pool page: a V2 or V3 contract address or a V4 pool id. */
export const POOL_PAGE = '/explore/pools/:chainName/:poolAddress';

/** A token launch: its auction's address on the local chain (ETHEREUM), the one chain with launches. */
export const TOKEN_LAUNCH_PAGE = '/explore/toucan/:id';

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

/** Liquidity positions: the connected wallet's list, one position, and the flows that change them. */
export const POSITIONS_PAGE = '/positions';
export const POSITION_PAGES = {
  v2: '/positions/v2/:chainName/:pairAddress',
  v3: '/positions/v3/:chainName/:tokenId',
  v4: '/positions/v4/:chainName/:tokenId',
} as const;
export const CREATE_POSITION_PAGE = '/positions/create';
export const CREATE_POSITION_VERSION_PAGE = '/positions/create/:protocolVersion';
/** More liquidity into a V3 or V4 position: `?tokenId=…&version=…` (the legacy form's query). */
export const INCREASE_PAGE = '/increase';
export const REMOVE_V2_PAGE = '/remove/v2/:currencyIdA/:currencyIdB';
export const REMOVE_POSITION_PAGE = '/remove/:tokenId';
export const MIGRATE_V2_PAGE = '/migrate/v2';
export const MIGRATE_V2_ADDRESS_PAGE = '/migrate/v2/:address';
export const MIGRATE_V2_PAIR_PAGE = '/migrate/v2/:chainName/:pairAddress';
export const MIGRATE_V3_PAGE = '/migrate/v3/:chainName/:tokenId';

/**
 * Governance: the proposals and the voter's power, one proposal (the spec's `/vote/*`, served by one
 * long-tail shell), and the form that makes a proposal.
 */
export const VOTE_PAGE = '/vote';
export const PROPOSAL_PAGE = '/vote/*';
export const PROPOSAL_PATH = '/vote/:governorIndex/:id';
export const CREATE_PROPOSAL_PAGE = '/create-proposal';

export function proposalPagePath(governorIndex: number, id: string): string {
  return formatPath(PROPOSAL_PATH, { governorIndex: String(governorIndex), id });
}

/** An NFT collection, its activity, and one NFT. */
export const NFT_COLLECTION_PAGE = '/nfts/collection/:contractAddress';
export const NFT_COLLECTION_ACTIVITY_PAGE = '/nfts/collection/:contractAddress/activity';
export const NFT_ASSET_PAGE = '/nfts/asset/:contractAddress/:tokenId';

/** Passkeys: the extension's sign-in hand-off and one address's passkeys; the extension's uninstall page. */
export const PASSKEY_SIGN_IN_PAGE = '/auth/passkey/extension';
export const MANAGE_PASSKEYS_PAGE = '/manage/passkey/:walletAddress';
export const EXTENSION_UNINSTALL_PAGE = '/extension/uninstall';

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

export function tokenLaunchPath(auctionAddress: string): string {
  return formatPath(TOKEN_LAUNCH_PAGE, { id: auctionAddress.toLowerCase() });
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
  return `${SWAP_PAGE}?${swapLinkQuery(chain, link)}`;
}

/** `/limit?…`: a limit order's pair and amount, in the swap link's parameters (tabs keep the pair). */
export function limitPagePath(chain: Chain, link: SwapLink = {}): string {
  return `${LIMIT_PAGE}?${swapLinkQuery(chain, link)}`;
}

function swapLinkQuery(chain: Chain, link: SwapLink): string {
  const query = new URLSearchParams({ chain: chainUrlName(chain) });
  if (link.inputCurrency) query.set('inputCurrency', link.inputCurrency);
  if (link.outputCurrency) query.set('outputCurrency', link.outputCurrency);
  if (link.value) query.set('value', link.value);
  if (link.field) query.set('field', link.field);
  return query.toString();
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

export type PositionPageVersion = keyof typeof POSITION_PAGES;

/** One position's page: its NFT's token id (V3, V4) or its pair's address (V2, the owner's share). */
export function positionPagePath(version: PositionPageVersion, chain: Chain, id: string): string {
  const chainName = chainUrlName(chain);
  return version === 'v2'
    ? formatPath(POSITION_PAGES.v2, { chainName, pairAddress: id.toLowerCase() })
    : formatPath(POSITION_PAGES[version], { chainName, tokenId: id });
}

/** A new position's pool, as the create page's query states it (the Uniswap app's parameter names). */
export interface CreatePositionLink {
  /** `ETH` for the native currency, else a token address. */
  currencyA?: string | undefined;
  currencyB?: string | undefined;
  /** Hundredths of a basis point (500 = 0.05 %). */
  fee?: number | undefined;
  /** A V4 pool's hook contract. */
  hook?: string | undefined;
}

/** `/positions/create/{version}?chain=…&currencyA=…&currencyB=…&fee=…&hook=…`, prefilled as far as known. */
export function createPositionPath(
  version: PositionPageVersion,
  chain: Chain,
  link: CreatePositionLink = {},
): string {
  const query = new URLSearchParams({ chain: chainUrlName(chain) });
  if (link.currencyA) query.set('currencyA', link.currencyA);
  if (link.currencyB) query.set('currencyB', link.currencyB);
  if (link.fee !== undefined) query.set('fee', String(link.fee));
  if (link.hook) query.set('hook', link.hook.toLowerCase());
  return `${formatPath(CREATE_POSITION_VERSION_PAGE, { protocolVersion: version })}?${query.toString()}`;
}

/** Adding to a V3 or V4 position NFT (a V2 share grows through create: it has no NFT). */
export function increasePositionPath(version: 'v3' | 'v4', tokenId: string): string {
  return `${INCREASE_PAGE}?${new URLSearchParams({ tokenId, version }).toString()}`;
}

/** Removing liquidity: a V3 or V4 position by token id, a V2 share by its pair's two currencies. */
export function removePositionPath(tokenId: string): string {
  return formatPath(REMOVE_POSITION_PAGE, { tokenId });
}

export function removeV2Path(currencyA: string, currencyB: string): string {
  return formatPath(REMOVE_V2_PAGE, { currencyIdA: currencyA, currencyIdB: currencyB });
}

/** Moving a V2 share into V3, or a V3 position into V4. */
export function migrateV2Path(chain: Chain, pairAddress: string): string {
  return formatPath(MIGRATE_V2_PAIR_PAGE, {
    chainName: chainUrlName(chain),
    pairAddress: pairAddress.toLowerCase(),
  });
}

export function migrateV3Path(chain: Chain, tokenId: string): string {
  return formatPath(MIGRATE_V3_PAGE, { chainName: chainUrlName(chain), tokenId });
}

/** An address's passkeys (lower case: one address, one URL). */
export function managePasskeysPath(walletAddress: string): string {
  return formatPath(MANAGE_PASSKEYS_PAGE, { walletAddress: walletAddress.toLowerCase() });
}
