import { ChainSelect } from '../../components/ChainSelect.tsx';
import { type ChainInfo, chainFromUrlName, DEFAULT_CHAIN } from '../../data/chains.ts';
import { explorePath } from '../../preview/pagePaths.ts';
import type { ExploreTab } from '../../preview/sitePages.ts';
import { useData } from '../../renderer/useData.ts';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import type { exploreData } from './exploreData.ts';
import { PoolsTab } from './PoolsTab.tsx';
import { TokensTab } from './TokensTab.tsx';
import { TransactionsTab } from './TransactionsTab.tsx';
import './ExplorePage.css';

const TABS: readonly { tab: ExploreTab; label: string }[] = [
  { tab: 'tokens', label: 'Tokens' },
  { tab: 'pools', label: 'Pools' },
  { tab: 'transactions', label: 'Transactions' },
];

/** `/`, `/explore` and its tabs: top tokens, pools and transactions of one chain. */
export function ExplorePage({ tab }: { tab: ExploreTab }) {
  const data = useData<typeof exploreData>();
  const params = useRouteParams();
  const chain: ChainInfo | undefined =
    params === undefined ? undefined : params.chainName ? chainFromUrlName(params.chainName) : DEFAULT_CHAIN;
  if (params !== undefined && !chain) return <NotFound what="Chain" />;
  const prerendered = data.kind === 'explore' && chain?.urlName === data.chainName ? data : undefined;
  return (
    <div className="explore">
      <div className="explore-head">
        <nav className="explore-tabs" aria-label="Explore">
          {TABS.map((item) => (
            <a
              key={item.tab}
              href={explorePath(item.tab, (chain ?? DEFAULT_CHAIN).chain)}
              aria-current={item.tab === tab ? 'page' : undefined}
            >
              {item.label}
            </a>
          ))}
        </nav>
        <ChainSelect value={chain} pathFor={(c) => explorePath(tab, c.chain)} />
      </div>
      {tab === 'tokens' ? <TokensTab chain={chain} firstPage={prerendered?.tokens} /> : null}
      {tab === 'pools' ? <PoolsTab chain={chain} firstPage={prerendered?.pools} /> : null}
      {tab === 'transactions' ? <TransactionsTab chain={chain} /> : null}
    </div>
  );
}
