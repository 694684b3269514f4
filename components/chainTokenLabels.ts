import { MISSING_NAME } from '../data/tokenLabels.ts';
import { shortAddress } from './formatNumbers.ts';

/**
 * How a token read from its contract is named where its contract will not say (a `symbol()` or
 * `name()` that reverts): the symbol is its shortened address, which tells two such tokens apart where
 * the Data API's `UNK` would not; the name is the one missing-name label.
 */
export function chainTokenLabels(token: { address: string; symbol?: string | null; name?: string | null }): {
  symbol: string;
  name: string;
} {
  return {
    symbol: token.symbol ?? shortAddress(token.address),
    name: token.name ?? token.symbol ?? MISSING_NAME,
  };
}
