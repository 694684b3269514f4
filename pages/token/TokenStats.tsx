import { formatPrice, formatUsd } from '../../components/formatNumbers.ts';
import { type Stat, StatsPanel } from '../../components/StatsPanel.tsx';
import type { TokenDetailsData } from '../../data/tokenDetails.ts';

/** TVL, market cap, FDV, 24h volume and the 52-week range. */
export function TokenStats({ token }: { token: TokenDetailsData | undefined }) {
  const market = token?.market;
  const project = token?.project?.markets?.[0];
  const stats: Stat[] = [
    ['TVL', token && formatUsd(market?.totalValueLocked?.value)],
    ['Market cap', token && formatUsd(project?.marketCap?.value)],
    [
      'FDV',
      token && formatUsd(project?.fullyDilutedValuation?.value ?? market?.fullyDilutedValuation?.value),
    ],
    ['1 day volume', token && formatUsd(market?.volume24h?.value)],
    ['52W high', token && formatPrice(market?.priceHigh52w?.value)],
    ['52W low', token && formatPrice(market?.priceLow52w?.value)],
  ];
  return <StatsPanel id="token-stats" title="Stats" stats={stats} testId="token-stats" />;
}
