import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { parseTokenAmount } from '../../components/tokenAmounts.ts';
import { useImportWarning } from '../../components/useImportWarning.tsx';
import { type Chain, DEFAULT_CHAIN } from '../../data/chains.ts';
import {
  SWAP_NATIVE_CURRENCY,
  type SwapField,
  type SwapLink,
  swapCurrencyParam,
  swapPagePath,
} from '../../preview/pagePaths.ts';
import type { SwapRequest } from '../../trading/quoteSwap.ts';
import { NATIVE_ETH, type SwapCurrency, sameCurrency } from '../../trading/swapCurrency.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { readSwapLink } from './readSwapLink.ts';
import { linkedCurrencyAccepted, resolveSwapCurrency } from './resolveSwapCurrency.ts';

export interface SwapForm {
  input: SwapCurrency | undefined;
  output: SwapCurrency | undefined;
  /** What the trader typed, in the field they typed it in. */
  typed: string;
  field: SwapField;
  /** The chain the link named, when it is not one this app trades on. */
  unsupportedChain: string | undefined;
  /** The import warning for an unlisted token the link named, while it asks. */
  importWarning: ReactNode;
  /** The swap to quote, once both currencies and a positive amount are there. */
  request: SwapRequest | undefined;
  setCurrency(field: SwapField, currency: SwapCurrency): void;
  setTyped(field: SwapField, text: string): void;
  flip(): void;
}

/**
 * The swap form's state, in the URL like the app people know: `/swap?inputCurrency=ETH&outputCurrency=
 * 0x…&chain=ethereum&value=1&field=input`. Read once on arrival (currencies resolved through the Data
 * API, else the chain, an unlisted token only past the import warning), then written back on every
 * change without adding history entries.
 */
export function useSwapForm(
  /** The page the form's URL is written for: `/swap`, or another trade page taking the same link. */
  pagePath: (chain: Chain, link: SwapLink) => string = swapPagePath,
): SwapForm {
  const [state, setState] = useState<Pick<SwapForm, 'input' | 'output' | 'typed' | 'field'>>({
    input: NATIVE_ETH,
    output: undefined,
    typed: '',
    field: 'input',
  });
  const [unsupportedChain, setUnsupportedChain] = useState<string>();
  const [arrived, setArrived] = useState(false);
  const explorer = useTradingChain().blockExplorers?.default.url;
  const { dialog: importWarning, confirmImport } = useImportWarning(DEFAULT_CHAIN.chain, explorer);

  useEffect(() => {
    const link = readSwapLink(window.location.search);
    if (link.chain && link.chain.toLowerCase() !== DEFAULT_CHAIN.urlName) setUnsupportedChain(link.chain);
    let cancelled = false;
    // An output alone (a token page's Swap button) is bought with ETH, unless it is ETH itself.
    const inputParam =
      link.inputCurrency ?? (link.outputCurrency === SWAP_NATIVE_CURRENCY ? undefined : SWAP_NATIVE_CURRENCY);
    void Promise.all([
      inputParam ? resolveSwapCurrency(inputParam) : undefined,
      link.outputCurrency ? resolveSwapCurrency(link.outputCurrency) : undefined,
    ]).then(async ([linkedInput, linkedOutput]) => {
      // One warning at a time, input first, as the form reads left to right.
      const input = await linkedCurrencyAccepted(linkedInput, confirmImport);
      const output = await linkedCurrencyAccepted(linkedOutput, confirmImport);
      if (cancelled) return;
      setState({ input, output, typed: link.value ?? '', field: link.field ?? 'input' });
      setArrived(true);
    });
    return () => {
      cancelled = true;
    };
  }, [confirmImport]);

  useEffect(() => {
    if (!arrived) return;
    const path = pagePath(DEFAULT_CHAIN.chain, {
      inputCurrency: state.input ? swapCurrencyParam(state.input.address) : undefined,
      outputCurrency: state.output ? swapCurrencyParam(state.output.address) : undefined,
      value: state.typed || undefined,
      field: state.field,
    });
    if (path !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', path);
  }, [arrived, state, pagePath]);

  const setCurrency = useCallback((field: SwapField, currency: SwapCurrency) => {
    setState((current) => {
      const other = field === 'input' ? current.output : current.input;
      // Picking the token on the other side swaps the two, as traders expect.
      if (other && sameCurrency(other, currency)) return flipped(current);
      return { ...current, [field]: currency };
    });
  }, []);

  const setTyped = useCallback((field: SwapField, text: string) => {
    setState((current) => ({ ...current, typed: text, field }));
  }, []);

  const flip = useCallback(() => setState(flipped), []);

  const request = useMemo((): SwapRequest | undefined => {
    const { input, output, typed, field } = state;
    if (!input || !output) return undefined;
    const exact = field === 'input' ? input : output;
    const amount = parseTokenAmount(typed, exact.decimals);
    if (!amount || amount <= 0n) return undefined;
    return { input, output, tradeType: field === 'input' ? 'exactIn' : 'exactOut', amount };
  }, [state]);

  return { ...state, unsupportedChain, importWarning, request, setCurrency, setTyped, flip };
}

function flipped<
  T extends { input: SwapCurrency | undefined; output: SwapCurrency | undefined; field: SwapField },
>(state: T): T {
  return {
    ...state,
    input: state.output,
    output: state.input,
    field: state.field === 'input' ? 'output' : 'input',
  };
}
