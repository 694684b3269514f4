import { useState } from 'react';
import type { SwapTokenData } from '../data/hooks/useSwapTokens.ts';
import { tokenKey } from '../data/tokenKey.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { type ImportableToken, TokenImportOffer, TokenImportWarning } from './TokenImport.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import { formatTokenAmount } from './tokenAmounts.ts';
import type { TokenLookup } from './useTokenLookup.ts';
import './TradeCard.css';
import './TokenSelectDialog.css';

const NOTHING_TO_LOOK_UP: TokenLookup = { state: 'idle' };

/**
 * Picks a token: the chain's popular tokens, or what matches the search, each with the balance held.
 * A pasted address the list does not have is offered for import (`lookup`), behind a warning whose
 * explicit confirm calls `onImport`. A modal dialog (focus stays inside, Escape closes); the lists,
 * the lookup and the balances come from the page.
 */
export function TokenSelectDialog({
  tokens,
  isLoading,
  error,
  search,
  onSearch,
  balances,
  onSelect,
  lookup = NOTHING_TO_LOOK_UP,
  explorerUrl,
  onImport,
  onClose,
}: {
  tokens: readonly SwapTokenData[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  search: string;
  onSearch: (text: string) => void;
  balances: ReadonlyMap<string, bigint>;
  onSelect: (token: SwapTokenData) => void;
  /** A pasted address read from the chain; pickers that offer no import leave it out. */
  lookup?: TokenLookup;
  explorerUrl?: string | undefined;
  onImport?: (token: ImportableToken) => void;
  onClose: () => void;
}) {
  const choices = (tokens ?? []).filter((token) => token.symbol && token.decimals != null);
  const [reviewing, setReviewing] = useState<ImportableToken>();

  return (
    <ModalDialog
      className="token-select"
      titleId="token-select-title"
      title="Select a token"
      onClose={onClose}
    >
      {(close) =>
        reviewing ? (
          <TokenImportWarning
            token={reviewing}
            explorerUrl={explorerUrl}
            onBack={() => setReviewing(undefined)}
            onImport={() => {
              onImport?.(reviewing);
              close();
            }}
          />
        ) : (
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
            <TokenImportOffer lookup={lookup} onReview={setReviewing} />
            {!error && !isLoading && choices.length === 0 && lookup.state === 'idle' ? (
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
        )
      }
    </ModalDialog>
  );
}
