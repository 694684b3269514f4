import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { ProtocolVersion } from './graphql.ts';

/** A pool as the Data API lists it: what tells whether the app's chain can trade through it. */
export interface ListedPool {
  version: ProtocolVersion;
  /** V2/V3 contract address or V4 pool id. */
  address: string;
  isDynamicFee: boolean;
  hookAddress: string | undefined;
}

/** Why a pool the Data API lists cannot be traded on the app's chain. */
export type ReadOnlyReason = 'third-party hook' | 'dynamic fee without hook' | 'not on this chain';

const NO_HOOK = '0x0000000000000000000000000000000000000000';

/**
 * What the listing alone tells (the chain tells the rest, trading/poolTradability.ts): V4 runs a pool's
 * hook, third-party code the local chain does not have (it runs one hook only, v4-core's test hook), and
 * refuses a dynamic fee without a hook.
 */
export function listedReadOnlyReason(pool: Omit<ListedPool, 'address'>): ReadOnlyReason | undefined {
  if (pool.version !== 'V4') return undefined;
  const hook = poolHook(pool.hookAddress);
  if (hook && hook.toLowerCase() !== PROTOCOL_ADDRESSES.v4TestHook.toLowerCase()) return 'third-party hook';
  if (pool.isDynamicFee) return 'dynamic fee without hook';
  return undefined;
}

/** A V4 pool's hook contract; `undefined` for none, which the pool key writes as the zero address. */
export function poolHook(hookAddress: string | undefined): string | undefined {
  return hookAddress && hookAddress.toLowerCase() !== NO_HOOK ? hookAddress : undefined;
}

const EXPLANATION: Record<ReadOnlyReason, string> = {
  'third-party hook': 'its hook is third-party code the local chain does not run',
  'dynamic fee without hook': 'a dynamic fee needs a hook, and the local chain has none for it',
  'not on this chain': 'it is not seeded on the local chain',
};

/** The pool page's note, in the page and in the edge's first answer alike. */
export function readOnlyNote(reason: ReadOnlyReason): string {
  return `Read-only here: ${EXPLANATION[reason]}. Swaps of this pair route through other pools.`;
}
