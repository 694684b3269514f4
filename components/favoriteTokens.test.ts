import { describe, expect, it } from 'vitest';
import { favoriteTokens, isFavorite, toggleFavorite } from './favoriteTokens.ts';

const USDC = { chain: 'ETHEREUM', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' } as const;
const ETH = { chain: 'ETHEREUM', address: null } as const;

describe('favourite tokens', () => {
  it('stars and unstars a token, whatever the case of its address, in the order starred', () => {
    // No localStorage under Node: the list lives in memory, as in a browser that denies storage.
    expect(favoriteTokens()).toEqual([]);
    toggleFavorite(USDC);
    toggleFavorite(ETH);
    expect(favoriteTokens()).toEqual([{ chain: 'ETHEREUM', address: USDC.address.toLowerCase() }, ETH]);
    expect(isFavorite(favoriteTokens(), { chain: 'ETHEREUM', address: USDC.address.toLowerCase() })).toBe(
      true,
    );
    expect(isFavorite(favoriteTokens(), { chain: 'BASE', address: USDC.address })).toBe(false);
    toggleFavorite({ chain: 'ETHEREUM', address: USDC.address.toUpperCase().replace('0X', '0x') });
    expect(favoriteTokens()).toEqual([ETH]);
  });
});
