import { describe, expect, it } from 'vitest';
import { marketFact, poolDescription, tokenDescription } from './marketDescriptions.ts';

describe('market descriptions', () => {
  it('states a token, its chain and its market', () => {
    expect(
      tokenDescription(
        { name: 'USD Coin', symbol: 'USDC', chainLabel: 'Ethereum' },
        { price: 1.0002, volume24h: 1_234_000_000, fdv: 60_100_000_000 },
        'Uniswap',
      ),
    ).toBe(
      'USD Coin (USDC) on Ethereum: price $1.00, 24h volume $1.2B, FDV $60.1B. Price chart, pools and transactions on Uniswap.',
    );
  });

  it('leaves out the facts the Data API does not give, never writing them as zero', () => {
    expect(
      tokenDescription({ name: 'Tiny', symbol: 'TNY', chainLabel: 'Base' }, { price: 0.00000512 }, 'Uniswap'),
    ).toBe('Tiny (TNY) on Base: price $0.0₅5120. Price chart, pools and transactions on Uniswap.');
    expect(tokenDescription({ name: 'Bare', symbol: 'BAR', chainLabel: 'Base' }, undefined, 'Uniswap')).toBe(
      'Bare (BAR) on Base. Price chart, pools and transactions on Uniswap.',
    );
    expect(marketFact(Number.NaN)).toBeUndefined();
    expect(marketFact(null)).toBeUndefined();
    expect(marketFact(0)).toBe(0);
  });

  it('states a pool, its fee, version, chain, TVL and volume', () => {
    expect(
      poolDescription(
        { name: 'USDC/WETH', feeTier: '0.05%', protocolVersion: 'V3', chainLabel: 'Ethereum' },
        { tvl: 150_230_000, volume24h: 210_500_000 },
        'Uniswap',
      ),
    ).toBe(
      'USDC/WETH 0.05% V3 pool on Ethereum: TVL $150.2M, 24h volume $210.5M. Liquidity, volume and transactions on Uniswap.',
    );
  });
});
