import type { PositionRow } from '../../data/positionRow.ts';
import { PayoutAction } from './PayoutAction.tsx';
import { chainDeadline } from './planSettingsFrom.ts';

/** How long a collect may wait to be included, in seconds (a collect moves no price). */
const COLLECT_DEADLINE_SECONDS = 30 * 60;

/**
 * The position page's Collect fees action, for its owner: the sheet shows the fees the chain says are
 * owed now, paid as ETH or WETH where the pool has that side, and collects them in one transaction.
 */
export function CollectFees({ position }: { position: PositionRow }) {
  if (position.version === 'v2') return null;
  const nothing = BigInt(position.fees0) === 0n && BigInt(position.fees1) === 0n;
  return (
    <PayoutAction
      position={position}
      label="Collect fees"
      testId="collect-fees"
      disabledWhy={nothing ? 'This position has no fees to collect yet.' : undefined}
      title="Collect fees"
      verb="Collect"
      paidLabel="Fees"
      paysOut
      plan={async (plans, request) =>
        plans.planCollectFees(position, {
          ...request,
          deadline: await chainDeadline(COLLECT_DEADLINE_SECONDS),
        })
      }
    />
  );
}
