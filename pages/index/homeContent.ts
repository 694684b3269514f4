import type { Chain } from '../../data/chains.ts';
import type { TokenContract } from '../../data/hooks/useHomeTokens.ts';

/** The chain the home page's picks are on: the one this app trades on. */
export const HOME_CHAIN: Chain = 'ETHEREUM';

/** The home screen's well-known tokens after the chain's native token: dollars, bitcoin, the majors. */
export const HOME_SCREEN_TOKENS: readonly TokenContract[] = [
  { chain: HOME_CHAIN, address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }, // USDC
  { chain: HOME_CHAIN, address: '0xdac17f958d2ee523a2206206994597c13d831ec7' }, // USDT
  { chain: HOME_CHAIN, address: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599' }, // WBTC
  { chain: HOME_CHAIN, address: '0x6b175474e89094c44da98b954eedeac495271d0f' }, // DAI
  { chain: HOME_CHAIN, address: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984' }, // UNI
  { chain: HOME_CHAIN, address: '0x514910771af9ca656af840dff83e8264ecf986ca' }, // LINK
  { chain: HOME_CHAIN, address: '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9' }, // AAVE
];

/** The token promo: the chain's native token (`null` address), the one every trade starts from. */
export const PROMOTED_TOKEN_ADDRESS: string | null = null;

/** The collection promos: two blue-chip collections on Ethereum. */
export const PROMOTED_COLLECTIONS: readonly string[] = [
  '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d', // Bored Ape Yacht Club
  '0xed5af388653567af2f388e6224dc7c4b3241c544', // Azuki
];
