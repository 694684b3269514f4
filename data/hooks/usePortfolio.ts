import type { ResultOf } from '../graphql.ts';
import { MultiplePortfolioBalances, PortfolioValueHistory } from '../operations/portfolioBalances.ts';
import { PORTFOLIO_CHAINS, portfolioBalancesVariables } from '../portfolioVariables.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader, useDataApiQuery } from './useDataApiQuery.ts';

export type PortfolioBalances = NonNullable<
  NonNullable<ResultOf<typeof MultiplePortfolioBalances>['portfolios']>[number]
>;
export type PortfolioTokenBalance = NonNullable<NonNullable<PortfolioBalances['tokenBalances']>[number]>;
export type PortfolioDuration = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** Balances move with prices and trades: read again this often while the page is open. */
const BALANCES_POLL_MS = 30_000;
/** Points per token history: enough for a smooth line, bounded whatever the duration. */
const CHART_POINTS = 120;

/**
 * An address's balances (MultiplePortfolioBalances). `includeHidden` asks the Data API, through the value
 * modifiers, to count spam and small balances too; by default they stay out of the list and the total.
 */
export function usePortfolioBalances(owner: string | undefined, includeHidden = false) {
  const state = useDataApiQuery(
    MultiplePortfolioBalances,
    owner ? portfolioBalancesVariables(owner, includeHidden) : null,
    { refreshInterval: BALANCES_POLL_MS },
  );
  // The Data API answers `null` for an address it cannot read: nothing held.
  const portfolio = state.data ? (state.data.portfolios?.[0] ?? null) : undefined;
  return { ...state, portfolio };
}

export interface ValuePoint {
  time: number;
  value: number;
}

/** The value over time of what an address holds today, for the portfolio's chart. */
export function usePortfolioValueChart(owner: string | undefined, duration: PortfolioDuration) {
  return useDataApiLoader<ValuePoint[]>(owner ? `portfolio-chart:${owner}:${duration}` : null, async () => {
    const data = await appDataApi.request(
      PortfolioValueHistory,
      { ownerAddress: owner as string, chains: PORTFOLIO_CHAINS, duration, maxLength: CHART_POINTS },
      { method: 'GET' },
    );
    return portfolioValueSeries(
      (data.portfolios?.[0]?.tokenBalances ?? []).flatMap((balance) =>
        balance?.quantity != null
          ? [
              {
                quantity: balance.quantity,
                prices: (balance.tokenProjectMarket?.priceHistory ?? []).flatMap((p) =>
                  p ? [{ time: p.timestamp, value: p.value }] : [],
                ),
              },
            ]
          : [],
      ),
    );
  });
}

/**
 * Today's holdings valued at each past price: the times of the longest history, each token at its
 * latest price at or before that time (its first price before its history starts). Tokens without any
 * price add nothing, as they add nothing to the Data API's total.
 */
export function portfolioValueSeries(
  holdings: readonly { quantity: number; prices: readonly ValuePoint[] }[],
): ValuePoint[] {
  const priced = holdings
    .map((holding) => ({ ...holding, prices: [...holding.prices].sort((a, b) => a.time - b.time) }))
    .filter((holding) => holding.prices.length > 0);
  const grid = priced.reduce<readonly ValuePoint[]>(
    (longest, holding) => (holding.prices.length > longest.length ? holding.prices : longest),
    [],
  );
  const cursors = priced.map(() => 0);
  return grid.map(({ time }) => {
    let value = 0;
    priced.forEach((holding, index) => {
      let cursor = cursors[index] ?? 0;
      while (cursor + 1 < holding.prices.length && (holding.prices[cursor + 1]?.time ?? 0) <= time) cursor++;
      cursors[index] = cursor;
      value += holding.quantity * (holding.prices[cursor]?.value ?? 0);
    });
    return { time, value };
  });
}
