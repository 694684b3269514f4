import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { TokenCard, TokenCardSkeleton } from '../../components/TokenCard.tsx';
import { type HomeToken, useHomeScreenTokens } from '../../data/hooks/useHomeTokens.ts';
import { HOME_CHAIN, HOME_SCREEN_TOKENS } from './homeContent.ts';

/** The home screen's tokens: the chain's native token and the majors, each a card with its star. */
export function HomeScreenTokens({ prerendered }: { prerendered: HomeToken[] | undefined }) {
  const { data, error, retry } = useHomeScreenTokens(HOME_CHAIN, HOME_SCREEN_TOKENS, prerendered);
  return (
    <section className="home-section" aria-labelledby="home-tokens">
      <h2 id="home-tokens">Popular tokens</h2>
      <div className="card-row" data-testid="home-screen-tokens">
        {data ? (
          data.length === 0 ? (
            <EmptyState>No prices for these tokens right now. The full list is below.</EmptyState>
          ) : (
            data.map((token) => <TokenCard key={token.id} token={token} />)
          )
        ) : error ? (
          <ErrorState what="the popular tokens" onRetry={retry} />
        ) : (
          // The native token, then the listed ones.
          [HOME_CHAIN, ...HOME_SCREEN_TOKENS.map((contract) => contract.address)].map((key) => (
            <TokenCardSkeleton key={key} />
          ))
        )}
      </div>
    </section>
  );
}
