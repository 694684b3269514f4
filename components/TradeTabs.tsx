import './PageTabs.css';
import './TradeTabs.css';
import { type MouseEvent, useEffect, useState } from 'react';
import { BUY_PAGE, LIMIT_PAGE, SELL_PAGE, SWAP_PAGE } from '../preview/sitePages.ts';

export type TradeTab = 'swap' | 'limit' | 'buy' | 'sell';

const TABS: readonly { tab: TradeTab; label: string; path: string }[] = [
  { tab: 'swap', label: 'Swap', path: SWAP_PAGE },
  { tab: 'limit', label: 'Limit', path: LIMIT_PAGE },
  { tab: 'buy', label: 'Buy', path: BUY_PAGE },
  { tab: 'sell', label: 'Sell', path: SELL_PAGE },
];

/** What a tab keeps of the page's URL: the chain and the pair (the swap's parameters, preview/pagePaths.ts). */
const KEPT_PARAMS = ['chain', 'inputCurrency', 'outputCurrency'] as const;

/**
 * The trade tabs over the trade card of `/swap`, `/limit`, `/buy` and `/sell`: links that keep the chain
 * and the pair in the URL, so switching from a swap of ETH for USDC to Buy offers USDC and to Sell offers
 * ETH. The pages write the pair into their URL as it changes; a tab reads it when it is followed.
 */
export function TradeTabs({ active }: { active: TradeTab }) {
  const [search, setSearch] = useState('');
  useEffect(() => setSearch(window.location.search), []);
  // The page may have rewritten its URL since (a token picked): the tab follows the URL as it is now.
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    event.currentTarget.href = tradeTabPath(path, window.location.search);
  };
  return (
    <nav className="page-tabs trade-tabs" aria-label="Trade">
      {TABS.map(({ tab, label, path }) => (
        <a
          key={tab}
          href={tradeTabPath(path, search)}
          aria-current={tab === active ? 'page' : undefined}
          onClick={(event) => follow(event, path)}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

/** A tab's path with the chain and pair of the current URL's query, nothing else. */
export function tradeTabPath(path: string, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
