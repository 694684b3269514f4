import '../../components/ModalDialog.css';
import { useState } from 'react';
import type { Address } from 'viem';
import { useBalances } from '../../balances/useBalances.ts';
import { ErrorState } from '../../components/DataStates.tsx';
import { importToken, pastedAddressToRead, useImportedMatches } from '../../components/importedTokens.ts';
import { type ImportableToken, TokenImportOffer, TokenImportWarning } from '../../components/TokenImport.tsx';
import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { useModalDialog } from '../../components/useModalDialog.ts';
import { useTokenLookup } from '../../components/useTokenLookup.ts';
import { useSwapTokenList } from '../../data/hooks/useSwapTokens.ts';
import { currencyKey, type SwapCurrency, sameCurrency } from '../../trading/swapCurrency.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';
import { swapCurrencyOf, swapCurrencyOfChainToken } from './swapCurrencyOf.ts';

/** Placeholder rows of the final height while the list loads. */
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * Picks a token: the chain's popular tokens, or a search by name, symbol or address (Data API), each
 * with the account's balance read from the chain; the tokens this browser imported come first. A pasted
 * address the list does not have is read from the chain and offered for import, behind a warning. A
 * modal dialog: focus stays inside, Escape closes.
 */
export function TokenSelector({
  title,
  selected,
  owner,
  onPick,
  onClose,
}: {
  title: string;
  selected: SwapCurrency | undefined;
  owner: Address | undefined;
  onPick: (currency: SwapCurrency) => void;
  onClose: () => void;
}) {
  const { ref, close, onCloseEvent } = useModalDialog(onClose);
  const [text, setText] = useState('');
  const chain = useTradingChain();
  const list = useSwapTokenList(chain.dataApiChain, text);
  const imported = useImportedMatches(chain.dataApiChain, list.query);
  const importedKeys = new Set(imported.map((token) => token.address.toLowerCase()));
  const currencies = [
    ...imported.map(swapCurrencyOfChainToken),
    ...(list.tokens ?? []).map(swapCurrencyOf).filter((currency) => !importedKeys.has(currencyKey(currency))),
  ];
  const lookup = useTokenLookup(pastedAddressToRead(list, imported), readFromChain);
  const [reviewing, setReviewing] = useState<ImportableToken>();
  const balances = useBalances(owner, currencies);

  return (
    <dialog
      ref={ref}
      className="modal-dialog swap-dialog token-selector"
      aria-labelledby="token-selector-title"
      onClose={onCloseEvent}
    >
      <div className="modal-dialog-head">
        <h2 id="token-selector-title">{title}</h2>
        <button type="button" className="swap-icon-button" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      {reviewing ? (
        <TokenImportWarning
          token={reviewing}
          explorerUrl={chain.blockExplorers?.default.url}
          onBack={() => setReviewing(undefined)}
          onImport={() => {
            onPick(swapCurrencyOfChainToken(importToken(chain.dataApiChain, reviewing)));
            close();
          }}
        />
      ) : (
        <>
          <input
            className="input token-selector-search"
            type="search"
            placeholder="Search name, symbol or address"
            aria-label="Search tokens"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="small muted token-list-caption">
            {list.query
              ? `Results for “${list.query}”`
              : imported.length > 0
                ? 'Your imported tokens, then popular tokens'
                : 'Popular tokens'}
          </p>
          <TokenImportOffer lookup={lookup} onReview={setReviewing} />
          {list.error && !list.tokens ? (
            <ErrorState what="tokens" onRetry={list.retry} />
          ) : (
            <ul className="token-list" aria-busy={list.isLoading}>
              {list.isLoading && !list.tokens
                ? SKELETON_ROWS.map((row) => (
                    <li key={row} className="token-choice token-row skeleton-row" aria-hidden="true" />
                  ))
                : null}
              {list.tokens && currencies.length === 0 && lookup.state === 'idle' ? (
                <li className="token-list-empty muted">
                  No token matches “{list.query}”. Try a symbol or paste an address.
                </li>
              ) : null}
              {currencies.map((currency) => {
                const balance = balances.balanceOf(currency);
                const isSelected = selected !== undefined && sameCurrency(selected, currency);
                return (
                  <li key={currencyKey(currency)}>
                    <button
                      type="button"
                      className="token-choice token-row"
                      aria-current={isSelected ? 'true' : undefined}
                      onClick={() => {
                        onPick(currency);
                        close();
                      }}
                    >
                      <TokenLogo src={currency.logoUrl} symbol={currency.symbol} size={36} />
                      <span className="token-row-names">
                        <span className="token-row-name">{currency.name}</span>
                        <span className="small muted">{currency.symbol}</span>
                      </span>
                      <span className="token-row-balance">
                        {balance !== undefined && balance > 0n
                          ? formatTokenAmount(balance, currency.decimals)
                          : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </dialog>
  );
}

/** The token at a pasted address, read from the chain with the swap screen's lazily loaded reads. */
async function readFromChain(address: Address) {
  return (await loadSwapChainReads()).tokenFromChain(address);
}
