import { zeroAddress } from 'viem';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import type { Chain } from './chains.ts';

/** Which of a pair's tokens its prices are counted in: `quote per base`. */
export type QuoteSide = 'token0' | 'token1';

/** What people price in, most first: US dollars, then ether. Ethereum mainnet addresses, lower case. */
const DOLLARS = new Set([WELL_KNOWN_TOKENS.USDC, WELL_KNOWN_TOKENS.USDT, WELL_KNOWN_TOKENS.DAI].map(lower));
const ETHER = new Set([WELL_KNOWN_TOKENS.WETH, zeroAddress].map(lower));

/**
 * The one rule for which way round every screen quotes a pair's prices (the position list, the
 * position page, the create page and the shared position card), as Uniswap's app does: a dollar
 * stablecoin is the quote (`2,401.9 USDC per WETH`), else ether is (`0.0031 WETH per UNI`); between
 * two of a kind, or two others, the way round that puts today's price at 1 or above. `price` is token1
 * per token0; without one (a pool not created yet) the pool's order stands. Tokens are known by
 * address on Ethereum, where the product provides liquidity; `null` is the chain's native currency.
 */
export function quoteSideOf(
  chain: Chain,
  token0: string | null,
  token1: string | null,
  price: number | undefined,
): QuoteSide {
  const rank0 = rank(chain, token0);
  const rank1 = rank(chain, token1);
  if (rank0 !== rank1) return rank0 > rank1 ? 'token0' : 'token1';
  return price === undefined || price >= 1 ? 'token1' : 'token0';
}

function rank(chain: Chain, address: string | null): number {
  if (chain !== 'ETHEREUM') return 0;
  const key = lower(address ?? zeroAddress);
  if (DOLLARS.has(key)) return 2;
  return ETHER.has(key) ? 1 : 0;
}

function lower(address: string): string {
  return address.toLowerCase();
}
