import { describe, expect, it } from 'vitest';
import { tokenName, tokenSymbol } from './tokenLabels.ts';

describe('token labels', () => {
  it('reads a missing, null or blank symbol as UNK', () => {
    for (const token of [undefined, null, {}, { symbol: null }, { symbol: '' }, { symbol: '  ' }]) {
      expect(tokenSymbol(token)).toBe('UNK');
    }
    expect(tokenSymbol({ symbol: ' USDC ' })).toBe('USDC');
  });

  it('reads a missing name as the symbol, else Unknown token', () => {
    expect(tokenName({ name: 'USD Coin', symbol: 'USDC' })).toBe('USD Coin');
    expect(tokenName({ name: ' ', symbol: 'USDC' })).toBe('USDC');
    expect(tokenName({ name: null, symbol: null })).toBe('Unknown token');
  });
});
