import { ErrorState } from '../../components/DataStates.tsx';
import { useInView } from '../../components/useInView.ts';
import { chainFromUrlName, isTradedChain } from '../../data/chains.ts';
import { usePool } from '../../data/hooks/usePool.ts';
import { usePoolTransactions } from '../../data/hooks/useTransactions.ts';
import { explorePath } from '../../preview/pagePaths.ts';
import { poolPreviewTitle } from '../../preview/previewTitles.ts';
import { EXPLORE_PAGE } from '../../preview/sitePages.ts';
import { useData } from '../../renderer/useData.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import { TransactionsList } from '../TransactionsList.tsx';
import { PoolChartPanel } from './PoolChartPanel.tsx';
import { PoolHeader } from './PoolHeader.tsx';
import { PoolReadOnlyNote, PoolReadOnlyNoteSlot } from './PoolReadOnlyNote.tsx';
import { PoolRewards } from './PoolRewards.tsx';
import { PoolStats } from './PoolStats.tsx';
import type { poolPageData } from './poolPageData.ts';
import '../DetailPage.css';
import { tokenSymbol } from '../../data/tokenLabels.ts';

/** `/explore/pools/{chain}/{address or V4 pool id}`. */
export function PoolPage() {
  const data = useData<typeof poolPageData>();
  const params = useRouteParams();
  const chain = chainFromUrlName(params?.chainName);
  const address = params?.poolAddress?.toLowerCase();
  const valid =
    data.kind !== 'not-found' && (params === undefined || (chain !== undefined && address !== undefined));
  const prerendered =
    data.kind === 'pool' && data.chainName === chain?.urlName && data.address === address
      ? data.pool
      : undefined;
  const { data: pool, error, retry } = usePool(valid ? chain?.chain : undefined, address, prerendered);
  useDocumentTitle(
    pool
      ? poolPreviewTitle(tokenSymbol(pool.token0), tokenSymbol(pool.token1), import.meta.env.BUILD_BRAND_NAME)
      : undefined,
  );
  const [transactionsRef, transactionsInView] = useInView<HTMLElement>();
  const transactions = usePoolTransactions(
    pool && transactionsInView ? chain?.chain : undefined,
    pool?.version,
    address ?? '',
  );

  if (!valid || pool === null) return <NotFound what="Pool" />;
  return (
    <article className="pool-page">
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={EXPLORE_PAGE}>Explore</a> › <a href={explorePath('pools', chain?.chain)}>Pools</a> ›{' '}
        <span>{address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '…'}</span>
      </nav>
      {error && !pool ? <ErrorState what="this pool" onRetry={retry} /> : null}
      <div className="token-layout">
        <div className="token-main">
          <PoolHeader pool={pool} chain={chain} />
          <PoolChartPanel pool={pool} chain={chain?.chain} address={address} />
          {pool === undefined ? (
            <PoolReadOnlyNoteSlot />
          ) : pool && chain && isTradedChain(chain.chain) ? (
            <PoolReadOnlyNote pool={pool} />
          ) : null}
          <section ref={transactionsRef} aria-labelledby="pool-transactions">
            <h2 id="pool-transactions">Transactions</h2>
            <TransactionsList state={transactions} emptyText="No transactions in this pool yet." />
          </section>
        </div>
        <aside className="token-side">
          <PoolStats pool={pool} />
          {pool?.rewards ? <PoolRewards rewards={pool.rewards} /> : null}
        </aside>
      </div>
    </article>
  );
}
