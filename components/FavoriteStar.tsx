import { type FavoriteToken, isFavorite, toggleFavorite, useFavoriteTokens } from './favoriteTokens.ts';
import { useHydrated } from './useHydrated.ts';
import './FavoriteStar.css';

/** The star that keeps a token among the reader's favourites (shown as cards on the home page). */
export function FavoriteStar({ token, symbol }: { token: FavoriteToken; symbol: string }) {
  const hydrated = useHydrated();
  const starred = isFavorite(useFavoriteTokens(), token);
  return (
    <button
      type="button"
      className="favorite-star"
      aria-pressed={starred}
      aria-label={starred ? `Remove ${symbol} from favourites` : `Add ${symbol} to favourites`}
      title={starred ? 'Remove from favourites' : 'Add to favourites'}
      disabled={!hydrated}
      onClick={() => toggleFavorite(token)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
