/**
 * The pages the top bar and the app link to by their plain path. Apart from pagePaths.ts (the patterns
 * and their formatters) because the top bar of every page reads these: importing pagePaths.ts there
 * would put all of it into every page's first load.
 */
export const SWAP_PAGE = '/swap';
export const SEND_PAGE = '/send';
/** Buying and selling a token for fiat money through a payment provider. */
export const BUY_PAGE = '/buy';
export const SELL_PAGE = '/sell';
/** Limit orders: placing one, and the connected wallet's orders. */
export const LIMIT_PAGE = '/limit';
export const LIMITS_PAGE = '/limits';
export const EXPLORE_PAGE = '/explore';
export const TOKENS_PAGE = '/tokens';
export const NFTS_PAGE = '/nfts';
export const NFTS_PROFILE_PAGE = '/nfts/profile';
export const PORTFOLIO_PAGE = '/portfolio';

export type ExploreTab = 'tokens' | 'pools' | 'transactions';

/** The explore tabs, of every chain. */
export const EXPLORE_TAB_PAGES = {
  tokens: '/explore/tokens',
  pools: '/explore/pools',
  transactions: '/explore/transactions',
} as const satisfies Record<ExploreTab, string>;
