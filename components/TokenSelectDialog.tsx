import { useEffect, useRef } from 'react';
import { tokenKey } from '../balances/tokenKey.ts';
import type { SwapTokenData } from '../data/hooks/useSwapTokens.ts';
import { TokenLogo } from './TokenLogo.tsx';
import { formatTokenAmount } from './tokenAmounts.ts';
import './TokenSelectDialog.css';

/**
 * Picks a token: the chain's popular tokens, or what matches the search, each with the balance held.
 * A modal dialog (focus stays inside, Escape closes); the lists and balances come from the page.
 */
export function TokenSelectDialog({
  tokens,
  isLoading,
  error,
  search,
  onSearch,
  balances,
  onSelect,
  onClose,
}: {
  tokens: readonly SwapTokenData[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  search: string;
  onSearch: (text: string) => void;
  balances: ReadonlyMap<string, bigint>;
  onSelect: (token: SwapTokenData) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const choices = (tokens ?? []).filter((token) => token.symbol && token.decimals != null);

  return (
    <dialog ref={dialog} className="token-select" aria-labelledby="token-select-title" onClose={onClose}>
      <div className="token-select-head">
        <h2 id="token-select-title">Select a token</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <input
        className="token-select-search"
        type="search"
        placeholder="Search name, symbol or address"
        aria-label="Search tokens"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {error ? (
        <p className="muted small">The token list did not load. Check your connection and search again.</p>
      ) : null}
      {!error && !isLoading && choices.length === 0 ? (
        <p className="muted small">No token matches “{search.trim()}”. Try a symbol or paste an address.</p>
      ) : null}
      <ul className="token-select-list" aria-busy={isLoading}>
        {choices.map((token) => {
          const balance = balances.get(tokenKey(token));
          return (
            <li key={tokenKey(token)}>
              <button
                type="button"
                onClick={() => {
                  onSelect(token);
                  dialog.current?.close();
                }}
              >
                <TokenLogo src={token.project?.logoUrl} symbol={token.symbol} size={36} />
                <span className="token-select-name">
                  <span>{token.name ?? token.symbol}</span>
                  <span className="small muted">{token.symbol}</span>
                </span>
                <span className="token-select-balance">
                  {balance !== undefined && balance > 0n
                    ? formatTokenAmount(balance, token.decimals ?? 0)
                    : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
