import type { Address } from 'viem';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';

/**
 * Routes may pass through one of these (the deepest markets): WETH, then USDC. Apart from the pool and
 * quote code, since the swap screen shows them too and its first load carries no ABI parsing.
 */
export const ROUTING_HOPS: readonly Address[] = [WELL_KNOWN_TOKENS.WETH, WELL_KNOWN_TOKENS.USDC];
