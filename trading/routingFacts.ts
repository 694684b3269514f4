import type { Address } from 'viem';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';

/**
 * The tokens a route may pass through: which of them it does is decided by the live pools between
 * them (a token without deep pools to both sides never wins a route). Apart from the pool and quote
 * code, since its first load carries no ABI parsing.
 */
export const ROUTING_BASE_CANDIDATES: readonly Address[] = Object.values(WELL_KNOWN_TOKENS);
