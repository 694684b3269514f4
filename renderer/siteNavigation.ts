import {
  BUY_PAGE,
  EXPLORE_PAGE,
  EXPLORE_TAB_PAGES,
  LIMIT_PAGE,
  LIMITS_PAGE,
  NFTS_PAGE,
  PORTFOLIO_PAGE,
  SELL_PAGE,
  SEND_PAGE,
  SWAP_PAGE,
  TOKENS_PAGE,
} from '../preview/sitePages.ts';

/** A place the top bar leads to. */
export interface Destination {
  label: string;
  href: string;
  /** One line under the label in the desktop menus. */
  hint: string;
  /** Path prefixes that belong to this destination (its pages and subpages). */
  sections: readonly string[];
}

/** A top-bar menu: a name that opens its destinations. */
export interface DestinationGroup {
  label: string;
  /** The id stem of the group's menu (`top-bar-<id>`). */
  id: string;
  destinations: readonly Destination[];
}

export type NavigationEntry = Destination | DestinationGroup;

/** Every destination of the top bar, in its order: the one list the desktop menus and the phone sheet show. */
export const SITE_NAVIGATION: readonly NavigationEntry[] = [
  {
    label: 'Trade',
    id: 'trade',
    destinations: [
      { label: 'Swap', href: SWAP_PAGE, hint: 'Trade one token for another', sections: [SWAP_PAGE] },
      {
        label: 'Limit',
        href: LIMIT_PAGE,
        hint: 'Trade when the price is right',
        sections: [LIMIT_PAGE, LIMITS_PAGE],
      },
      { label: 'Buy', href: BUY_PAGE, hint: 'Buy crypto with a card', sections: [BUY_PAGE] },
      { label: 'Sell', href: SELL_PAGE, hint: 'Sell crypto for money', sections: [SELL_PAGE] },
      { label: 'Send', href: SEND_PAGE, hint: 'Send tokens to an address', sections: [SEND_PAGE] },
    ],
  },
  {
    label: 'Explore',
    id: 'explore',
    destinations: [
      {
        label: 'Tokens',
        href: EXPLORE_PAGE,
        hint: 'Prices, volume and charts',
        sections: [EXPLORE_PAGE, EXPLORE_TAB_PAGES.tokens, TOKENS_PAGE],
      },
      {
        label: 'Pools',
        href: EXPLORE_TAB_PAGES.pools,
        hint: 'Liquidity pools by TVL',
        sections: [EXPLORE_TAB_PAGES.pools],
      },
      {
        label: 'Transactions',
        href: EXPLORE_TAB_PAGES.transactions,
        hint: 'The latest swaps and liquidity',
        sections: [EXPLORE_TAB_PAGES.transactions],
      },
    ],
  },
  { label: 'NFTs', href: NFTS_PAGE, hint: 'Collections and your NFTs', sections: [NFTS_PAGE] },
  {
    label: 'Portfolio',
    href: PORTFOLIO_PAGE,
    hint: 'Balances and activity',
    sections: [PORTFOLIO_PAGE],
  },
];

export const isDestinationGroup = (entry: NavigationEntry): entry is DestinationGroup =>
  'destinations' in entry;

const allDestinations = SITE_NAVIGATION.flatMap((entry) =>
  isDestinationGroup(entry) ? entry.destinations : [entry],
);

const within = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

/**
 * The destination a page belongs to: the one whose section is the longest prefix of its path (a pool
 * page is under Pools, not Tokens); none for the home page and pages outside every section.
 */
export function currentDestination(pathname: string): Destination | undefined {
  let best: { destination: Destination; length: number } | undefined;
  for (const destination of allDestinations) {
    for (const section of destination.sections) {
      if (within(pathname, section) && section.length > (best?.length ?? -1))
        best = { destination, length: section.length };
    }
  }
  return best?.destination;
}
