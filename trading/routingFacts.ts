import type { Address } from 'viem';
import { PROTOCOL_ADDRESSES } from '../chain/protocolAddresses.ts';

/**
 * Routing facts the swap screen shows as well as the router uses, kept apart from the pool and quote
 * code so the screen's first load carries no ABI parsing.
 */

/** V2's one fee, in hundredths of a basis point like the others. */
export const V2_FEE = 3000;

/** Routes may pass through one of these (the deepest markets): WETH, then USDC. */
export const ROUTING_HOPS: readonly Address[] = [
  PROTOCOL_ADDRESSES.weth9,
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
];
