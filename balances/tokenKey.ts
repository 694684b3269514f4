import type { TradableToken } from '../data/hooks/useTradableTokens.ts';

/** One key per token of a chain: its lower-case address, or `native` for the chain's own coin. */
export function tokenKey(token: Pick<TradableToken, 'address'>): string {
  return token.address?.toLowerCase() ?? 'native';
}
