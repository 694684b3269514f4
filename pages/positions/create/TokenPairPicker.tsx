import { lazy, Suspense, useState } from 'react';
import { TokenLogo } from '../../../components/TokenLogo.tsx';
import { useSwapTokenList } from '../../../data/hooks/useSwapTokens.ts';
import type { SwapCurrency } from '../../../trading/swapCurrency.ts';
import { useTradingChain } from '../../../wallet/tradingChain.ts';
import { swapCurrencyOf } from '../../swap/swapCurrencyOf.ts';

/** The token dialog loads when a token of the pair is first pressed. */
const TokenSelectDialog = lazy(() =>
  import('../../../components/TokenSelectDialog.tsx').then((module) => ({
    default: module.TokenSelectDialog,
  })),
);

/** The pair's two tokens, each a button that opens the token dialog. */
export function TokenPairPicker({
  currencyA,
  currencyB,
  balances,
  onPick,
}: {
  currencyA: SwapCurrency | undefined;
  currencyB: SwapCurrency | undefined;
  balances: ReadonlyMap<string, bigint>;
  onPick: (side: 'A' | 'B', currency: SwapCurrency) => void;
}) {
  const [picking, setPicking] = useState<'A' | 'B'>();
  const [search, setSearch] = useState('');
  const { dataApiChain } = useTradingChain();
  const top = useSwapTokenList(dataApiChain, '');
  const found = useSwapTokenList(dataApiChain, search);
  const searching = search.trim() !== '';
  return (
    <div className="flow-row flow-pair">
      {(['A', 'B'] as const).map((side) => {
        const currency = side === 'A' ? currencyA : currencyB;
        return (
          <button
            key={side}
            type="button"
            className={currency ? 'trade-token-button token-button' : 'trade-token-button token-button empty'}
            data-testid={`pair-token-${side}`}
            aria-label={
              currency
                ? `${currency.symbol}: change the ${side === 'A' ? 'first' : 'second'} token`
                : `Select the ${side === 'A' ? 'first' : 'second'} token`
            }
            onClick={() => setPicking(side)}
          >
            {currency ? (
              <>
                <TokenLogo src={currency.logoUrl} symbol={currency.symbol} size={24} />
                <span>{currency.symbol}</span>
              </>
            ) : (
              <span>Select token</span>
            )}
          </button>
        );
      })}
      {picking ? (
        <Suspense fallback={null}>
          <TokenSelectDialog
            tokens={searching ? found.tokens : top.tokens}
            isLoading={searching ? found.isLoading : top.isLoading}
            error={searching ? found.error : top.error}
            search={search}
            onSearch={setSearch}
            balances={balances}
            onSelect={(token) => onPick(picking, swapCurrencyOf(token))}
            onClose={() => {
              setPicking(undefined);
              setSearch('');
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
