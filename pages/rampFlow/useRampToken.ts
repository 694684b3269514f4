import { useCallback, useEffect, useState } from 'react';
import type { RampDirection } from '../../data/rampApi.ts';
import { SWAP_NATIVE_CURRENCY, swapCurrencyParam } from '../../preview/pagePaths.ts';
import { readSwapLink } from '../swap/readSwapLink.ts';

/** Which of the swap's parameters names the token: what a buy gets is a swap's output, what a sell gives its input. */
const TOKEN_PARAM = { buy: 'outputCurrency', sell: 'inputCurrency' } as const;

/**
 * The token of a buy or sell, in the URL in the swap's own parameters (so the trade tabs keep the pair):
 * read on arrival, written back without a history entry when it changes. `undefined` until read (or when
 * the URL names none: the page offers its first token); `null` is the native currency.
 */
export function useRampToken(direction: RampDirection) {
  const [token, setToken] = useState<string | null | undefined>();
  useEffect(() => {
    const named = readSwapLink(window.location.search)[TOKEN_PARAM[direction]];
    if (named) setToken(named === SWAP_NATIVE_CURRENCY ? null : named.toLowerCase());
  }, [direction]);
  const choose = useCallback(
    (address: string | null) => {
      setToken(address);
      const url = new URL(window.location.href);
      url.searchParams.set(TOKEN_PARAM[direction], swapCurrencyParam(address));
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    },
    [direction],
  );
  return [token, choose] as const;
}
