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
      { label: 'Swap', href: '/swap', hint: 'Trade one token for another', sections: ['/swap'] },
      { label: 'Send', href: '/send', hint: 'Send tokens to an address', sections: ['/send'] },
    ],
  },
  {
    label: 'Explore',
    id: 'explore',
    destinations: [
      {
        label: 'Tokens',
        href: '/explore',
        hint: 'Prices, volume and charts',
        sections: ['/explore', '/explore/tokens', '/tokens'],
      },
      {
        label: 'Pools',
        href: '/explore/pools',
        hint: 'Liquidity pools by TVL',
        sections: ['/explore/pools'],
      },
      {
        label: 'Transactions',
        href: '/explore/transactions',
        hint: 'The latest swaps and liquidity',
        sections: ['/explore/transactions'],
      },
    ],
  },
  { label: 'NFTs', href: '/nfts', hint: 'Collections and your NFTs', sections: ['/nfts'] },
  { label: 'Portfolio', href: '/portfolio', hint: 'Balances and activity', sections: ['/portfolio'] },
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
