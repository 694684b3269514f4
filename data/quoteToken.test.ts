import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { quoteSideOf } from './quoteToken.ts';

const { USDC, USDT, DAI, WETH, UNI, LINK } = WELL_KNOWN_TOKENS;

describe('which token a pair is quoted in', () => {
  it('quotes in a dollar stablecoin first, whichever side it sits on and whatever the price', () => {
    expect(quoteSideOf('ETHEREUM', USDC, WETH, 0.0004)).toBe('token0');
    expect(quoteSideOf('ETHEREUM', WETH, USDT, 2400)).toBe('token1');
    expect(quoteSideOf('ETHEREUM', UNI.toLowerCase(), DAI.toLowerCase(), 9)).toBe('token1');
  });

  it('then in ether, wrapped or native', () => {
    expect(quoteSideOf('ETHEREUM', UNI, WETH, 0.003)).toBe('token1');
    expect(quoteSideOf('ETHEREUM', null, LINK, 200)).toBe('token0');
  });

  it('between two of a kind or two others, the way round that puts the price at 1 or above', () => {
    expect(quoteSideOf('ETHEREUM', DAI, USDC, 1.0002)).toBe('token1');
    expect(quoteSideOf('ETHEREUM', DAI, USDC, 0.9998)).toBe('token0');
    expect(quoteSideOf('ETHEREUM', LINK, UNI, 0.5)).toBe('token0');
    expect(quoteSideOf('ETHEREUM', LINK, UNI, undefined)).toBe('token1');
  });

  it('knows tokens by their Ethereum address only: elsewhere the price decides', () => {
    expect(quoteSideOf('BASE', USDC, WETH, 0.0004)).toBe('token0');
    expect(quoteSideOf('BASE', WETH, USDC, 0.0004)).toBe('token0');
  });
});
