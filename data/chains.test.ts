import { describe, expect, it } from 'vitest';
import {
  chainFromUrlName,
  explorerTxUrl,
  isPoolAddress,
  isTokenAddress,
  tokenQueryAddress,
  tokenUrlAddress,
} from './chains.ts';

describe('chain table', () => {
  it('maps lower-case URL names to the upper-case Data API chain, and nothing else', () => {
    expect(chainFromUrlName('ethereum')?.chain).toBe('ETHEREUM');
    expect(chainFromUrlName('Arbitrum')?.chain).toBe('ARBITRUM');
    expect(chainFromUrlName('ethereum_sepolia')?.chain).toBe('ETHEREUM_SEPOLIA');
    expect(chainFromUrlName('unknown_chain')).toBeUndefined();
    expect(chainFromUrlName('_shell')).toBeUndefined();
  });

  it('maps the native placeholder to the fixed contract on Celo and Polygon only (spec section 5)', () => {
    expect(tokenQueryAddress('CELO', 'NATIVE')).toBe('0x471ece3750da237f93b8e339c536989b8978a438');
    expect(tokenQueryAddress('POLYGON', 'native')).toBe('0x0000000000000000000000000000000000001010');
    expect(tokenQueryAddress('ETHEREUM', 'NATIVE')).toBeNull();
    expect(tokenQueryAddress('BASE', '0xABCDEF0000000000000000000000000000000001')).toBe(
      '0xabcdef0000000000000000000000000000000001',
    );
  });

  it('writes canonical token URL segments', () => {
    expect(tokenUrlAddress(null)).toBe('NATIVE');
    expect(tokenUrlAddress('0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48')).toBe(
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    );
  });

  it('tells addresses that can name a token or a pool', () => {
    expect(isTokenAddress('NATIVE')).toBe(true);
    expect(isTokenAddress('0x123')).toBe(false);
    expect(isPoolAddress(`0x${'ab'.repeat(32)}`)).toBe(true);
    expect(isPoolAddress('0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640')).toBe(true);
    expect(isPoolAddress('pool')).toBe(false);
  });
});

describe('transaction explorer links', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  it("links a sent transaction to its chain's explorer, and to none without one (a local chain)", () => {
    expect(explorerTxUrl({ explorer: 'https://basescan.org' }, hash)).toBe(`https://basescan.org/tx/${hash}`);
    expect(explorerTxUrl({ explorer: undefined }, hash)).toBeUndefined();
  });

  it('knows each EVM chain by its id', () => {
    expect(chainFromUrlName('base')?.chainId).toBe(8453);
    expect(chainFromUrlName('ethereum')?.chainId).toBe(1);
    expect(chainFromUrlName('solana')?.chainId).toBeUndefined();
  });
});
