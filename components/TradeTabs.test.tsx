import { describe, expect, it } from 'vitest';
import { tradeTabPath } from './TradeTabs.tsx';

describe('the trade tabs', () => {
  it('keep the chain and the pair, and drop the rest (an amount means another thing on another tab)', () => {
    expect(
      tradeTabPath('/buy', '?chain=ethereum&inputCurrency=ETH&outputCurrency=0xabc&value=1&field=input'),
    ).toBe('/buy?chain=ethereum&inputCurrency=ETH&outputCurrency=0xabc');
    expect(tradeTabPath('/swap', '')).toBe('/swap');
    expect(tradeTabPath('/sell', '?value=5')).toBe('/sell');
  });
});
