import { ErrorState } from '../../components/DataStates.tsx';
import { FavoriteStar } from '../../components/FavoriteStar.tsx';
import { type FavoriteToken, useFavoriteTokens } from '../../components/favoriteTokens.ts';
import { TokenCard, TokenCardSkeleton } from '../../components/TokenCard.tsx';
import { useHydrated } from '../../components/useHydrated.ts';
import { useFavoriteTokenCard } from '../../data/hooks/useHomeTokens.ts';

/**
 * The reader's starred tokens as cards with live prices. They live in this browser, so the prerendered
 * page shows how to star one (true for crawlers and first visits alike), in a row of the cards' height:
 * starred tokens replace it after hydration without moving anything, and the page's largest text is
 * painted with the first paint rather than after the scripts.
 */
export function FavoriteTokens() {
  const hydrated = useHydrated();
  const favorites = useFavoriteTokens();
  return (
    <section className="home-section" aria-labelledby="home-favorites">
      <h2 id="home-favorites">Favourites</h2>
      {!hydrated || favorites.length === 0 ? (
        <p className="card-row-empty muted" data-testid="favorite-tokens">
          Star a token (the ☆ beside it in a list or on its page) to follow its price here.
        </p>
      ) : (
        <div className="card-row" data-testid="favorite-tokens">
          {favorites.map((favorite) => (
            <FavoriteTokenCard key={`${favorite.chain}:${favorite.address}`} favorite={favorite} />
          ))}
        </div>
      )}
    </section>
  );
}

function FavoriteTokenCard({ favorite }: { favorite: FavoriteToken }) {
  const { data, error, retry } = useFavoriteTokenCard(favorite.chain, favorite.address);
  if (data) return <TokenCard token={data} />;
  if (error)
    return (
      <div className="token-card token-card-problem">
        <ErrorState what="this token" onRetry={retry} />
      </div>
    );
  if (data === null)
    return (
      <div className="token-card token-card-problem">
        <p className="small muted">This token is no longer known on {favorite.chain.toLowerCase()}.</p>
        <FavoriteStar token={favorite} symbol="this token" />
      </div>
    );
  return <TokenCardSkeleton />;
}
