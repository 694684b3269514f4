import type { Chain } from '../../data/chains.ts';
import type { TokenContract } from '../../data/hooks/useHomeTokens.ts';
import { WELL_KNOWN_TOKENS, type WellKnownToken } from '../../protocol/wellKnownTokens.ts';

/** The chain the home page's picks are on: the one this app trades on. */
export const HOME_CHAIN: Chain = 'ETHEREUM';

/** The home screen's well-known tokens after the chain's native token: dollars, bitcoin, the majors. */
export const HOME_SCREEN_TOKENS: readonly TokenContract[] = (
  ['USDC', 'USDT', 'WBTC', 'DAI', 'UNI', 'LINK', 'AAVE'] as const satisfies readonly WellKnownToken[]
).map((symbol) => ({ chain: HOME_CHAIN, address: WELL_KNOWN_TOKENS[symbol].toLowerCase() }));

/** The token promo: the chain's native token (`null` address), the one every trade starts from. */
export const PROMOTED_TOKEN_ADDRESS: string | null = null;

/** The collection promos: two blue-chip collections on Ethereum. */
export const PROMOTED_COLLECTIONS: readonly string[] = [
  '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', // Bored Ape Yacht Club
  '0xed5af388653567af2f388e6224dc7c4b3241c544', // Azuki
];
