import { usePageContext } from '../../renderer/usePageContext.tsx';
import { ExplorePage } from '../explore/ExplorePage.tsx';
import { CollectionPromoCard } from './CollectionPromoCard.tsx';
import { FavoriteTokens } from './FavoriteTokens.tsx';
import { HomeScreenTokens } from './HomeScreenTokens.tsx';
import type { HomeData } from './homeData.ts';
import { TokenPromoCard } from './TokenPromoCard.tsx';
import './HomePage.css';

/**
 * `/`: the promos (a token to trade, NFT collections), the reader's favourite tokens, the home screen's
 * tokens, then the explore tokens table.
 */
export function HomePage() {
  const picks = (usePageContext().data as HomeData).home;
  return (
    <div className="home">
      <div className="home-promos">
        <TokenPromoCard prerendered={picks?.promotedToken} />
        <CollectionPromoCard prerendered={picks?.collections} />
      </div>
      <FavoriteTokens />
      <HomeScreenTokens prerendered={picks?.tokens} />
      <ExplorePage tab="tokens" />
    </div>
  );
}
