import { useEffect, useState } from 'react';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import type { ReadOnlyReason } from '../../trading/poolTradability.ts';

const EXPLANATION: Record<ReadOnlyReason, string> = {
  'third-party hook': 'its hook is third-party code the local chain does not run',
  'dynamic fee without hook': 'a dynamic fee needs a hook, and the local chain has none for it',
  'not on this chain': 'it is not seeded on the local chain',
};

/**
 * Says when a pool of the chain the app trades on cannot be traded here, so its Swap button is not taken
 * for a swap through this pool. The check reads the chain after hydration, with its code loaded then:
 * the pool page's first load carries no chain code. So the note comes late, and the page shows it
 * below the chart: above it, it pushed the chart down (a layout shift of 0.09 on a phone).
 */
export function PoolReadOnlyNote({ pool }: { pool: PoolRow }) {
  const [reason, setReason] = useState<ReadOnlyReason>();
  const { version, address, isDynamicFee, hookAddress } = pool;
  useEffect(() => {
    const listed = { version, address, isDynamicFee, hookAddress };
    let current = true;
    Promise.all([
      import('viem'),
      import('../../wallet/appChain.ts'),
      import('../../trading/poolTradability.ts'),
    ])
      .then(([{ createPublicClient, http }, { appChain }, { readOnlyReason }]) =>
        readOnlyReason(createPublicClient({ chain: appChain, transport: http() }), listed),
      )
      // An unreachable chain says nothing about the pool: the swap page reports the chain itself.
      .then(
        (found) => current && setReason(found),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [version, address, isDynamicFee, hookAddress]);
  if (!reason) return null;
  return (
    <p className="pool-read-only small muted" role="note" data-testid="pool-read-only">
      Read-only here: {EXPLANATION[reason]}. Swaps of this pair route through other pools.
    </p>
  );
}
