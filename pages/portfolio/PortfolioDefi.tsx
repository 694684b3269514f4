import { EmptyState } from '../../components/DataStates.tsx';
import { explorePath } from '../../preview/pagePaths.ts';

/**
 * The DeFi tab. The Data API's schema has pools but no query for the liquidity positions an address
 * holds (`portfolios` carries tokens, NFTs and activity only), so there is nothing true to list; the tab
 * says so rather than show an empty list that would read as "no positions".
 */
export function PortfolioDefi() {
  return (
    <section aria-labelledby="portfolio-defi-title">
      <h2 id="portfolio-defi-title" className="visually-hidden">
        DeFi positions
      </h2>
      <div className="data-table-wrap">
        <EmptyState>
          Liquidity positions cannot be listed here yet: the data service this app reads offers pools, but no
          way to ask which positions an address holds. <a href={explorePath('pools')}>Explore pools</a>
        </EmptyState>
      </div>
    </section>
  );
}
