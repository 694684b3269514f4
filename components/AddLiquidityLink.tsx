import type { ReactNode } from 'react';
import { type Chain, isTradedChain } from '../data/chains.ts';
import type { ProtocolVersion } from '../data/graphql.ts';
import type { PoolRow } from '../data/hooks/poolRow.ts';
import { listedReadOnlyReason, poolHook } from '../data/poolReadOnly.ts';
import { createPositionPath, type PositionPageVersion, swapCurrencyParam } from '../preview/pagePaths.ts';

const CREATE_VERSION: Record<ProtocolVersion, PositionPageVersion> = { V2: 'v2', V3: 'v3', V4: 'v4' };

/**
 * Into create with this pool preselected (version, chain, currencies, fee, hook): a plain link, as Swap
 * is, so pages that do not write load no liquidity code. Absent where the app cannot add to the pool (a
 * chain it does not trade on, a hook or dynamic fee the local chain does not run), so it is never a
 * dead end.
 */
export function AddLiquidityLink({
  chain,
  pool,
  className,
  label,
  children = 'Add liquidity',
}: {
  chain: Chain;
  pool: Pick<PoolRow, 'version' | 'feeTier' | 'isDynamicFee' | 'hookAddress' | 'token0' | 'token1'>;
  className: string;
  /** The accessible name, when the text alone does not say which pool. */
  label?: string;
  children?: ReactNode;
}) {
  if (!isTradedChain(chain) || listedReadOnlyReason(pool)) return null;
  const href = createPositionPath(CREATE_VERSION[pool.version], chain, {
    currencyA: swapCurrencyParam(pool.token0?.address),
    currencyB: swapCurrencyParam(pool.token1?.address),
    fee: pool.version === 'V2' ? undefined : pool.feeTier,
    hook: poolHook(pool.hookAddress),
  });
  return (
    <a className={className} href={href} aria-label={label} title={label}>
      {children}
    </a>
  );
}
