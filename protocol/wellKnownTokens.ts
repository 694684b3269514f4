import type { Address } from 'viem';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

/**
 * Ethereum mainnet tokens the product names on its own (routing hops, the home screen's picks); the
 * local chain deploys each at this same address. WETH (WETH9) and UNI are protocol contracts, so their addresses are
 * the address table's (which every page loads already; this list loads only where tokens are named).
 */
export const WELL_KNOWN_TOKENS = {
  WETH: PROTOCOL_ADDRESSES.weth9,
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  WBTC: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
  DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  UNI: PROTOCOL_ADDRESSES.uni,
  LINK: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
  AAVE: '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9',
} as const satisfies Record<string, Address>;

export type WellKnownToken = keyof typeof WELL_KNOWN_TOKENS;
