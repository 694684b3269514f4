import { type Stat, StatsPanel } from '../../components/StatsPanel.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { TokenDetailsData } from '../../data/tokenDetails.ts';
import { formatPrice, formatUsd } from '../../money/formatMoney.ts';

/** TVL, market cap, FDV, 24h volume and the 52-week range. */
export function TokenStats({ token }: { token: TokenDetailsData | undefined }) {
  const displayCurrency = useDisplayCurrency();
  const market = token?.market;
  const project = token?.project?.markets?.[0];
  const stats: Stat[] = [
    ['TVL', token && formatUsd(market?.totalValueLocked?.value, displayCurrency)],
    ['Market cap', token && formatUsd(project?.marketCap?.value, displayCurrency)],
    [
      'FDV',
      token &&
        formatUsd(
          project?.fullyDilutedValuation?.value ?? market?.fullyDilutedValuation?.value,
          displayCurrency,
        ),
    ],
    ['1 day volume', token && formatUsd(market?.volume24h?.value, displayCurrency)],
    ['52W high', token && formatPrice(market?.priceHigh52w?.value, displayCurrency)],
    ['52W low', token && formatPrice(market?.priceLow52w?.value, displayCurrency)],
  ];
  return <StatsPanel id="token-stats" title="Stats" stats={stats} testId="token-stats" />;
}
