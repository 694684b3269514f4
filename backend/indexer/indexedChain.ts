import type { ChainName } from '../dataset/chains.ts';

/**
 * The local chain carries Ethereum's contracts at their mainnet addresses, and the app shows it as
 * the Data API's ETHEREUM: indexed rows join that chain's pools.
 */
export const INDEXED_CHAIN: ChainName = 'ETHEREUM';
