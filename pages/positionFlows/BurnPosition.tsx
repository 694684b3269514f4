import type { PositionRow } from '../../data/positionRow.ts';
import { POSITIONS_PAGE } from '../../preview/pagePaths.ts';
import { PayoutAction } from './PayoutAction.tsx';

/**
 * The Burn action of a closed V3 position, for its owner: the manager keeps an emptied NFT in the
 * wallet (and in the list, as closed) until its owner burns it. What it still owes is collected by the
 * same transaction; then the position is gone from the list.
 */
export function BurnPosition({ position }: { position: PositionRow }) {
  if (position.version !== 'v3' || position.status !== 'closed') return null;
  const owes = BigInt(position.fees0) > 0n || BigInt(position.fees1) > 0n;
  return (
    <PayoutAction
      position={position}
      label="Burn position"
      secondary
      testId="burn-position"
      title="Burn position"
      verb="Burn"
      intro={
        <p className="small muted">
          This closed position holds no liquidity. Burning its NFT removes it from your wallet and your
          positions
          {owes ? ', after collecting what it still owes you' : ''}.
        </p>
      }
      paidLabel="Collected"
      paysOut={owes}
      plan={(plans, request) => plans.planBurnPosition(position, request)}
      resultLink={() => ({ href: POSITIONS_PAGE, label: 'Your positions' })}
    />
  );
}
