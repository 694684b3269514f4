import { isEvmAddress } from '../../../data/addressPatterns.ts';
import type { LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import { type CreatePositionLink, SWAP_NATIVE_CURRENCY } from '../../../preview/pagePaths.ts';

export const LIQUIDITY_VERSIONS: readonly LiquidityVersion[] = ['v4', 'v3', 'v2'];

export function isLiquidityVersion(value: string | null | undefined): value is LiquidityVersion {
  return LIQUIDITY_VERSIONS.some((version) => version === value);
}

/**
 * The pool a create link names (`?chain&currencyA&currencyB&fee&hook`, the Uniswap app's names; the
 * legacy `/add` and `/increase` forms add `tokenId` and `version`); unknown or malformed parameters
 * are left out, and a hook given but not an address is named (`badHook`): it changes which pool is
 * meant. The writer is preview/pagePaths.ts's `createPositionPath`.
 */
export function readCreatePositionLink(search: string): CreatePositionLink & {
  chain: string | undefined;
  version: LiquidityVersion | undefined;
  tokenId: string | undefined;
  badHook: string | undefined;
} {
  const query = new URLSearchParams(search);
  const currency = (name: string) => {
    const value = query.get(name)?.trim();
    if (!value) return undefined;
    if (/^(eth|native)$/i.test(value)) return SWAP_NATIVE_CURRENCY;
    return isEvmAddress(value) ? value : undefined;
  };
  const fee = Number(query.get('fee') ?? query.get('feeAmount'));
  const hook = query.get('hook')?.trim();
  const tokenId = query.get('tokenId')?.trim();
  const version = query.get('version')?.toLowerCase();
  return {
    chain: query.get('chain') ?? undefined,
    currencyA: currency('currencyA') ?? currency('currencyIdA'),
    currencyB: currency('currencyB') ?? currency('currencyIdB'),
    fee: Number.isInteger(fee) && fee > 0 && fee < 1_000_000 ? fee : undefined,
    hook: hook && isEvmAddress(hook) ? hook : undefined,
    badHook: hook && !isEvmAddress(hook) ? hook : undefined,
    version: isLiquidityVersion(version) ? version : undefined,
    tokenId: tokenId && /^\d{1,78}$/.test(tokenId) ? tokenId : undefined,
  };
}
