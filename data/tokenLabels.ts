/**
 * One rule for a token the Data API gives without a symbol or a name, in every view, card and title:
 * a missing or blank symbol reads `UNK`; a missing or blank name reads as the symbol, else
 * `Unknown token`. Views, the tab title and the preview cards all read labels through here.
 */
export const MISSING_SYMBOL = 'UNK';
export const MISSING_NAME = 'Unknown token';

interface Labelled {
  symbol?: string | null;
  name?: string | null;
}

export function tokenSymbol(token: Labelled | null | undefined): string {
  return token?.symbol?.trim() || MISSING_SYMBOL;
}

export function tokenName(token: Labelled | null | undefined): string {
  return token?.name?.trim() || token?.symbol?.trim() || MISSING_NAME;
}

/** A pool's pair as its views, tab title and first answer write it: `USDC / WETH`. */
export function pairName(token0: Labelled | null | undefined, token1: Labelled | null | undefined): string {
  return `${tokenSymbol(token0)} / ${tokenSymbol(token1)}`;
}
