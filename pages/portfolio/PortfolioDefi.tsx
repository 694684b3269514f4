import { OwnedPositions } from '../positions/OwnedPositions.tsx';
import '../positions/PositionsPage.css';

/** The DeFi tab: the liquidity positions the address holds (the Data API's positions extension). */
export function PortfolioDefi({ owner, isWallet }: { owner: string; isWallet: boolean }) {
  return (
    <section aria-labelledby="portfolio-defi-title">
      <h2 id="portfolio-defi-title" className="visually-hidden">
        DeFi positions
      </h2>
      <OwnedPositions owner={owner} isWallet={isWallet} />
    </section>
  );
}
