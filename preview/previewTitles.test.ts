import { describe, expect, it } from 'vitest';
import { poolPreviewTitle, tokenPreviewTitle } from './previewTitles.ts';

describe('preview titles (spec section 9)', () => {
  it.each([
    ['USDC', 'USD Coin', 'Get USDC on Uniswap'],
    [undefined, 'USD Coin', 'Get USD Coin on Uniswap'],
    ['', 'USD Coin', 'Get USD Coin on Uniswap'],
    [undefined, undefined, 'View Token on Uniswap'],
  ])('titles a token with symbol %j and name %j as %j', (symbol, name, title) => {
    expect(tokenPreviewTitle(symbol, name, 'Uniswap')).toBe(title);
  });

  it('titles a pool by its pair and the brand', () => {
    expect(poolPreviewTitle('USDC', 'WETH', 'Acme')).toBe('USDC/WETH on Acme');
  });
});
