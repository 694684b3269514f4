import { ErrorState } from '../../components/DataStates.tsx';
import { useInView } from '../../components/useInView.ts';
import { chainFromUrlName } from '../../data/chains.ts';
import { useToken } from '../../data/hooks/useToken.ts';
import { useTokenTransactions } from '../../data/hooks/useTransactions.ts';
import { explorePath } from '../../preview/pagePaths.ts';
import { tokenPreviewTitle } from '../../preview/previewTitles.ts';
import { EXPLORE_PAGE } from '../../preview/sitePages.ts';
import { useData } from '../../renderer/useData.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import { TransactionsList } from '../TransactionsList.tsx';
import { TokenAbout } from './TokenAbout.tsx';
import { TokenChartPanel } from './TokenChartPanel.tsx';
import { TokenHeader } from './TokenHeader.tsx';
import { TokenPools } from './TokenPools.tsx';
import { TokenStats } from './TokenStats.tsx';
import { TokenWarnings } from './TokenWarnings.tsx';
import type { tokenPageData } from './tokenPageData.ts';
import '../DetailPage.css';
import { tokenSymbol } from '../../data/tokenLabels.ts';

/** `/explore/tokens/{chain}/{address}` (and its `/tokens/…` twin). */
export function TokenPage() {
  const data = useData<typeof tokenPageData>();
  const params = useRouteParams();
  const chain = chainFromUrlName(params?.chainName);
  const address = params?.tokenAddress;
  const valid =
    data.kind !== 'not-found' && (params === undefined || (chain !== undefined && address !== undefined));
  const prerendered =
    data.kind === 'token' && data.chainName === chain?.urlName && data.address === address
      ? data.token
      : undefined;
  const { data: token, error, retry } = useToken(valid ? chain?.chain : undefined, address, prerendered);
  useDocumentTitle(
    token
      ? tokenPreviewTitle(
          token.symbol ?? undefined,
          token.name ?? undefined,
          import.meta.env.BUILD_BRAND_NAME,
        )
      : undefined,
  );
  const [transactionsRef, transactionsInView] = useInView<HTMLElement>();
  const transactions = useTokenTransactions(
    valid && token && transactionsInView ? chain?.chain : undefined,
    address,
  );

  if (!valid || token === null) return <NotFound what="Token" />;
  return (
    <article className="token-page">
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={EXPLORE_PAGE}>Explore</a> › <a href={explorePath('tokens', chain?.chain)}>Tokens</a> ›{' '}
        <span>{token ? tokenSymbol(token) : '…'}</span>
      </nav>
      {error && !token ? <ErrorState what="this token" onRetry={retry} /> : null}
      <div className="token-layout">
        <div className="token-main">
          <TokenHeader token={token} chain={chain} />
          <TokenChartPanel chain={chain?.chain} address={address} />
          {token ? <TokenWarnings token={token} /> : null}
          <section ref={transactionsRef} aria-labelledby="token-transactions">
            <h2 id="token-transactions">Transactions</h2>
            <TransactionsList state={transactions} emptyText="No transactions for this token yet." />
          </section>
        </div>
        <aside className="token-side">
          <TokenStats token={token} />
          <TokenAbout token={token} chain={chain} />
          <TokenPools chain={chain?.chain} address={token?.address ?? undefined} />
        </aside>
      </div>
    </article>
  );
}
