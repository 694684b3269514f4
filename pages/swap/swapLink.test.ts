import { describe, expect, it } from 'vitest';
import { swapCurrencyParam, swapPagePath } from '../../preview/pagePaths.ts';
import { readSwapLink } from './readSwapLink.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

describe('swap links', () => {
  it('writes the parameters the Uniswap app reads', () => {
    expect(
      swapPagePath('ETHEREUM', { inputCurrency: 'ETH', outputCurrency: USDC, value: '1', field: 'input' }),
    ).toBe(`/swap?chain=ethereum&inputCurrency=ETH&outputCurrency=${USDC}&value=1&field=input`);
    expect(swapPagePath('ETHEREUM', { outputCurrency: swapCurrencyParam(null) })).toBe(
      '/swap?chain=ethereum&outputCurrency=ETH',
    );
  });

  it('reads back what it wrote', () => {
    const link = { inputCurrency: 'ETH', outputCurrency: USDC, value: '0.5', field: 'output' as const };
    expect(readSwapLink(swapPagePath('ETHEREUM', link).split('?')[1] ?? '')).toEqual({
      chain: 'ethereum',
      ...link,
    });
  });

  it('leaves out malformed parameters and accepts NATIVE for ETH', () => {
    expect(readSwapLink('?inputCurrency=native&outputCurrency=0x123&value=1e9&field=sideways')).toEqual({
      chain: undefined,
      inputCurrency: 'ETH',
      outputCurrency: undefined,
      value: undefined,
      field: undefined,
    });
  });
});
