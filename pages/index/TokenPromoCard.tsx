import { ErrorState } from '../../components/DataStates.tsx';
import { FavoriteStar } from '../../components/FavoriteStar.tsx';
import { PriceChange } from '../../components/PriceChange.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import { type PromotedToken, useTokenPromo } from '../../data/hooks/useHomeTokens.ts';
import { tokenName, tokenSymbol } from '../../data/tokenLabels.ts';
import { formatPrice } from '../../money/formatMoney.ts';
import { swapCurrencyParam, swapPagePath, tokenPagePath } from '../../preview/pagePaths.ts';
import { HOME_CHAIN, PROMOTED_TOKEN_ADDRESS } from './homeContent.ts';

/** The token promo: one token's live price and day change, with Swap and its page a click away. */
export function TokenPromoCard({ prerendered }: { prerendered: PromotedToken | null | undefined }) {
  const displayCurrency = useDisplayCurrency();
  const { data: token, error, retry } = useTokenPromo(HOME_CHAIN, PROMOTED_TOKEN_ADDRESS, prerendered);
  const symbol = tokenSymbol(token);
  return (
    <section className="promo-card" aria-labelledby="token-promo">
      <h2 id="token-promo" className="promo-title small muted">
        Trade today
      </h2>
      {token ? (
        <>
          <div className="promo-token">
            <TokenLogo src={token.project?.logoUrl} symbol={symbol} size={48} />
            <div className="promo-token-name">
              <strong>{tokenName(token)}</strong>
              <span className="muted">{symbol}</span>
            </div>
            <FavoriteStar token={{ chain: token.chain, address: token.address ?? null }} symbol={symbol} />
          </div>
          <p className="promo-price">
            <span className="price" data-testid="token-promo-price">
              {formatPrice(token.market?.price?.value, displayCurrency)}
            </span>
            <PriceChange value={token.market?.pricePercentChange?.value} />
            <span className="small muted">today</span>
          </p>
          <div className="promo-actions">
            <a
              className="button"
              href={swapPagePath(token.chain, { outputCurrency: swapCurrencyParam(token.address) })}
            >
              Swap {symbol}
            </a>
            <a className="button secondary" href={tokenPagePath(token.chain, token.address)}>
              View {symbol}
            </a>
          </div>
        </>
      ) : error ? (
        <ErrorState what="the featured token" onRetry={retry} />
      ) : token === null ? (
        <p className="muted">No featured token today.</p>
      ) : (
        <div className="promo-skeleton" aria-hidden="true">
          <Skeleton width={48} height={48} />
          <Skeleton width="70%" height={36} />
          <Skeleton width="50%" height={40} />
        </div>
      )}
    </section>
  );
}
