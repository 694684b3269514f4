import { memo, useState } from 'react';
import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { formatAmount } from '../../components/formatNumbers.ts';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { SwapLinkButton } from '../../components/SwapLinkButton.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { chainInfoOf, DEFAULT_CHAIN } from '../../data/chains.ts';
import { type PortfolioTokenBalance, usePortfolioBalances } from '../../data/hooks/usePortfolio.ts';
import { tokenName, tokenSymbol } from '../../data/tokenLabels.ts';
import { formatPrice, formatUsd } from '../../money/formatMoney.ts';
import { swapCurrencyParam, tokenPagePath } from '../../preview/pagePaths.ts';
import '../../components/DataTable.css';
import { RecentActivity } from './RecentActivity.tsx';

const SKELETON_ROWS = 6;

/**
 * The Tokens tab: every balance across chains, most valuable first, with its price and 24h change, a
 * link to its token page and to /swap. Spam and balances under a dollar are hidden unless asked for.
 */
export function PortfolioTokens({ owner, linkOwner }: { owner: string; linkOwner: string | undefined }) {
  const [showHidden, setShowHidden] = useState(false);
  const { portfolio, error, retry } = usePortfolioBalances(owner, showHidden);
  const balances = portfolio
    ? (portfolio.tokenBalances ?? [])
        .filter((balance) => balance !== null)
        .sort((a, b) => (b.denominatedValue?.value ?? 0) - (a.denominatedValue?.value ?? 0))
    : undefined;
  return (
    <div className="portfolio-columns">
      <section className="portfolio-main" aria-labelledby="portfolio-tokens-title">
        <div className="portfolio-toolbar">
          <h2 id="portfolio-tokens-title">Tokens</h2>
          <button
            type="button"
            className="button secondary small-button"
            aria-pressed={showHidden}
            onClick={() => setShowHidden(!showHidden)}
          >
            {showHidden ? 'Hide spam and small balances' : 'Show spam and small balances'}
          </button>
        </div>
        <div className="data-table-wrap">
          {error && !balances ? (
            <ErrorState what="token balances" onRetry={retry} />
          ) : balances?.length === 0 ? (
            <EmptyState>
              {showHidden
                ? 'This address holds no tokens on the chains this app lists.'
                : 'No tokens worth a dollar or more here. Spam and small balances are hidden: show them above, or receive tokens to this address.'}
            </EmptyState>
          ) : (
            <table className="data-table portfolio-tokens-table">
              <thead>
                <tr>
                  <th scope="col" className="col-name">
                    Token
                  </th>
                  <th scope="col" className="col-w-price col-secondary">
                    Price
                  </th>
                  <th scope="col" className="col-w-change col-secondary">
                    1D
                  </th>
                  <th scope="col" className="col-w-balance">
                    Balance
                  </th>
                  <th scope="col" className="col-w-swap">
                    <span className="visually-hidden">Swap</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {balances
                  ? balances.map((balance) => <BalanceRow key={balance.id} balance={balance} />)
                  : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                      <SkeletonRow key={i} />
                    ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
      <RecentActivity owner={owner} linkOwner={linkOwner} />
    </div>
  );
}

/** Memoised: a poll hands unchanged rows their old objects (useStableAnswer), so only changed rows render. */
const BalanceRow = memo(function BalanceRow({ balance }: { balance: PortfolioTokenBalance }) {
  const displayCurrency = useDisplayCurrency();
  const token = balance.token;
  if (!token) return null;
  const chain = chainInfoOf(token.chain);
  const symbol = tokenSymbol(token);
  const market = balance.tokenProjectMarket;
  return (
    <tr data-testid="portfolio-token-row" data-hidden={balance.isHidden ? 'true' : 'false'}>
      <td className="col-name">
        <div className="cell-token">
          <TokenLogo
            src={token.project?.logoUrl}
            symbol={symbol}
            chainLabel={token.chain === DEFAULT_CHAIN.chain ? undefined : chain?.label}
          />
          <a href={tokenPagePath(token.chain, token.address)}>
            <span className="name">{tokenName(token)}</span>
            <span className="symbol">
              {symbol}
              {chain && token.chain !== DEFAULT_CHAIN.chain ? ` · ${chain.label}` : ''}
            </span>
          </a>
          {balance.isHidden ? (
            <span className="badge">{token.project?.isSpam ? 'Spam' : 'Small'}</span>
          ) : null}
        </div>
      </td>
      <td className="col-secondary">{formatPrice(market?.price?.value, displayCurrency)}</td>
      <td className="col-secondary">
        <PriceChange value={market?.pricePercentChange24h?.value} />
      </td>
      <td>
        <div className="portfolio-balance">
          <span>{formatUsd(balance.denominatedValue?.value, displayCurrency)}</span>
          <span className="small muted">
            {formatAmount(balance.quantity)} {symbol}
          </span>
        </div>
      </td>
      <td>
        <SwapLinkButton
          chain={token.chain}
          link={{ inputCurrency: swapCurrencyParam(token.address) }}
          label={`Swap ${symbol}`}
        />
      </td>
    </tr>
  );
});

function SkeletonRow() {
  return (
    <tr>
      <td className="col-name">
        <div className="cell-token">
          <Skeleton width={28} height={28} />
          <Skeleton width="50%" />
        </div>
      </td>
      <td className="col-secondary">
        <Skeleton width={64} />
      </td>
      <td className="col-secondary">
        <Skeleton width={48} />
      </td>
      <td>
        <Skeleton width={72} height={36} />
      </td>
      <td>
        <Skeleton width={56} height={32} />
      </td>
    </tr>
  );
}
