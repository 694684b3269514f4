import { USD_DISPLAY } from '../money/displayCurrency.ts';
// The app's money formatters (pure, given the currency): descriptions read as the pages do, in USD, since
// a crawler has no display currency.
import { formatPrice, formatUsd } from '../money/formatMoney.ts';

/** The market facts a token page's description states, in USD as the Data API gives them. */
export interface TokenMarketFacts {
  price?: number;
  volume24h?: number;
  fdv?: number;
}

/** The market facts a pool page's description states, in USD. */
export interface PoolMarketFacts {
  tvl?: number;
  volume24h?: number;
}

/**
 * A token page's meta description: what it is, where, and its market now, e.g. `USD Coin (USDC) on
 * Ethereum: price $1.00, 24h volume $1.2B, FDV $60.1B. Price chart, pools and transactions on Uniswap.`
 * Facts the Data API does not give are left out, never written as zero.
 */
export function tokenDescription(
  token: { name: string; symbol: string; chainLabel: string },
  facts: TokenMarketFacts | undefined,
  brandName: string,
): string {
  const stated = factList([
    ['price', facts?.price, formatPrice],
    ['24h volume', facts?.volume24h, formatUsd],
    ['FDV', facts?.fdv, formatUsd],
  ]);
  return `${token.name} (${token.symbol}) on ${token.chainLabel}${stated ? `: ${stated}` : ''}. Price chart, pools and transactions on ${brandName}.`;
}

/**
 * A pool page's meta description, e.g. `USDC/WETH 0.05% V3 pool on Ethereum: TVL $150.2M, 24h volume
 * $210.5M. Liquidity, volume and transactions on Uniswap.`
 */
export function poolDescription(
  pool: { name: string; feeTier: string; protocolVersion: string; chainLabel: string },
  facts: PoolMarketFacts | undefined,
  brandName: string,
): string {
  const stated = factList([
    ['TVL', facts?.tvl, formatUsd],
    ['24h volume', facts?.volume24h, formatUsd],
  ]);
  return `${pool.name} ${pool.feeTier} ${pool.protocolVersion} pool on ${pool.chainLabel}${stated ? `: ${stated}` : ''}. Liquidity, volume and transactions on ${brandName}.`;
}

/** Numbers as the Data API gives them (`value: Float`), or nothing; anything not finite is dropped. */
export function marketFact(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function factList(facts: [string, number | undefined, typeof formatUsd][]): string {
  return facts
    .filter(([, value]) => value !== undefined)
    .map(([label, value, format]) => `${label} ${format(value as number, USD_DISPLAY)}`)
    .join(', ');
}
