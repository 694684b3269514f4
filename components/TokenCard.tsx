import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import type { HomeToken } from '../data/hooks/useHomeTokens.ts';
import { tokenName, tokenSymbol } from '../data/tokenLabels.ts';
import { formatPrice } from '../money/formatMoney.ts';
import { tokenPagePath } from '../preview/pagePaths.ts';
import { FavoriteStar } from './FavoriteStar.tsx';
import { PriceChange } from './PriceChange.tsx';
import { Skeleton } from './Skeleton.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import './TokenCard.css';

/** A token at a glance: logo, symbol, name, price and 24h change, its star; the card opens its page. */
export function TokenCard({ token }: { token: HomeToken }) {
  const displayCurrency = useDisplayCurrency();
  const market = token.project?.markets?.[0];
  const symbol = tokenSymbol(token);
  return (
    <article className="token-card" data-testid="token-card">
      <div className="token-card-head">
        <TokenLogo src={token.project?.logoUrl} symbol={symbol} size={32} />
        <a className="token-card-link" href={tokenPagePath(token.chain, token.address)}>
          <span className="token-card-symbol">{symbol}</span>
          <span className="token-card-name small muted">{tokenName(token)}</span>
        </a>
        <FavoriteStar token={{ chain: token.chain, address: token.address ?? null }} symbol={symbol} />
      </div>
      <div className="token-card-price">
        <span className="price" data-testid="token-card-price">
          {formatPrice(market?.price?.value, displayCurrency)}
        </span>
        <PriceChange value={market?.pricePercentChange24h?.value} />
      </div>
    </article>
  );
}

/** A card's place while its token loads: the same size. */
export function TokenCardSkeleton() {
  return (
    <div className="token-card" aria-hidden="true">
      <div className="token-card-head">
        <Skeleton width={32} height={32} />
        <Skeleton width="50%" />
      </div>
      <div className="token-card-price">
        <Skeleton width="60%" />
      </div>
    </div>
  );
}
