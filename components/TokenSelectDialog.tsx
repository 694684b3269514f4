import type { SwapTokenData } from '../data/hooks/useSwapTokens.ts';
import { tokenKey } from '../data/tokenKey.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import { formatTokenAmount } from './tokenAmounts.ts';
import './TradeCard.css';
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
  const choices = (tokens ?? []).filter((token) => token.symbol && token.decimals != null);

  return (
    <ModalDialog
      className="token-select"
      titleId="token-select-title"
      title="Select a token"
      onClose={onClose}
    >
      {(close) => (
        <>
          <input
            className="input token-select-search"
            type="search"
            placeholder="Search name, symbol or address"
            aria-label="Search tokens"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
          {error ? (
            <p className="muted small">
              The token list did not load. Check your connection and search again.
            </p>
          ) : null}
          {!error && !isLoading && choices.length === 0 ? (
            <p className="muted small">
              No token matches “{search.trim()}”. Try a symbol or paste an address.
            </p>
          ) : null}
          <ul className="token-select-list" aria-busy={isLoading}>
            {choices.map((token) => {
              const balance = balances.get(tokenKey(token));
              return (
                <li key={tokenKey(token)}>
                  <button
                    type="button"
                    className="token-choice"
                    onClick={() => {
                      onSelect(token);
                      close();
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
        </>
      )}
    </ModalDialog>
  );
}
