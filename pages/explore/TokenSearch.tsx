import { useId, useState } from 'react';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { useTextTypedBeforeHydration } from '../../components/useTextTypedBeforeHydration.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { ChainInfo } from '../../data/chains.ts';
import { useSearchTokens } from '../../data/hooks/useSearchTokens.ts';
import { formatPrice } from '../../money/formatMoney.ts';
import { tokenPagePath } from '../../preview/pagePaths.ts';
import '../../components/SearchBox.css';
import './TokenSearch.css';
import { tokenName, tokenSymbol } from '../../data/tokenLabels.ts';

/** Search the chain's tokens by name, symbol or address; results link to their pages. */
export function TokenSearch({ chain }: { chain: ChainInfo | undefined }) {
  const displayCurrency = useDisplayCurrency();
  const [text, setText] = useState('');
  const searchInput = useTextTypedBeforeHydration(setText);
  const { tokens, error, query, retry } = useSearchTokens(text, chain?.chain);
  const listId = useId();
  const open = text.trim().length > 0 && query.length > 0;
  return (
    <div className="search-box token-search">
      <input
        className="input"
        type="search"
        placeholder="Search tokens"
        aria-label="Search tokens"
        aria-controls={open ? listId : undefined}
        ref={searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {open ? (
        <div className="search-box-results token-search-results" id={listId}>
          {error ? (
            <button type="button" className="button secondary" onClick={retry}>
              Search failed. Retry
            </button>
          ) : tokens === undefined ? (
            <p className="muted">Searching…</p>
          ) : tokens.length === 0 ? (
            <p className="muted">No tokens match “{query}”.</p>
          ) : (
            <ul>
              {tokens.slice(0, 8).map((token) => (
                <li key={token.id}>
                  <a href={tokenPagePath(token.chain, token.address)}>
                    <TokenLogo src={token.project?.logoUrl} symbol={tokenSymbol(token)} size={24} />
                    <span className="name">{tokenName(token)}</span>
                    <span className="muted">{tokenSymbol(token)}</span>
                    <span className="price">{formatPrice(token.market?.price?.value, displayCurrency)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
