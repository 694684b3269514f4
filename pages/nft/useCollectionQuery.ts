import { useCallback, useSyncExternalStore } from 'react';
import {
  ASSET_ORDERS,
  type AssetOrder,
  DEFAULT_ASSET_ORDER,
  type TraitSelection,
} from '../../data/hooks/useNftCollection.ts';

const QUERY_CHANGED = 'nft-collection-query';

/**
 * The grid's order and trait filters, kept in the URL's query (`?sort=rarity&trait=Eyes:Jade`): a link
 * shares them, and back from an NFT finds the same grid (same data, same scroll position). Read after
 * hydration, so the prerendered shell and its first render agree.
 */
export function useCollectionQuery() {
  const search = useSyncExternalStore(subscribe, readSearch, () => '');
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  const order: AssetOrder = sort && sort in ASSET_ORDERS ? (sort as AssetOrder) : DEFAULT_ASSET_ORDER;
  const traits: Record<string, string[]> = {};
  for (const entry of query.getAll('trait')) {
    const split = entry.indexOf(':');
    if (split <= 0) continue;
    const name = entry.slice(0, split);
    traits[name] = [...(traits[name] ?? []), entry.slice(split + 1)];
  }
  const write = useCallback((next: { order: AssetOrder; traits: TraitSelection }) => {
    const params = new URLSearchParams();
    if (next.order !== DEFAULT_ASSET_ORDER) params.set('sort', next.order);
    for (const [name, values] of Object.entries(next.traits))
      for (const value of values) params.append('trait', `${name}:${value}`);
    const text = params.toString();
    const url = `${window.location.pathname}${text ? `?${text}` : ''}`;
    // The client router keeps its own entry state (scroll positions): carry it over.
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGED));
  }, []);
  return {
    order,
    traits: traits as TraitSelection,
    setOrder: (next: AssetOrder) => write({ order: next, traits }),
    toggleTrait: (name: string, value: string) => {
      const values = traits[name] ?? [];
      const toggled = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
      write({ order, traits: { ...traits, [name]: toggled } });
    },
    clearTraits: () => write({ order, traits: {} }),
  };
}

function subscribe(onChange: () => void) {
  window.addEventListener(QUERY_CHANGED, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(QUERY_CHANGED, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

function readSearch() {
  return window.location.search;
}
