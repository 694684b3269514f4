import { formatPrice, formatUsd } from '../../components/formatNumbers.ts';
import { Skeleton } from '../../components/Skeleton.tsx';
import type { TokenDetailsData } from '../../data/hooks/useToken.ts';

/** TVL, market cap, FDV, 24h volume and the 52-week range. */
export function TokenStats({ token }: { token: TokenDetailsData | undefined }) {
  const market = token?.market;
  const project = token?.project?.markets?.[0];
  const stats: [string, string | undefined][] = [
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
  return (
    <section className="panel" aria-labelledby="token-stats">
      <h2 id="token-stats">Stats</h2>
      <dl className="stats-grid" data-testid="token-stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="muted small">{label}</dt>
            <dd>{value ?? <Skeleton width={80} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
