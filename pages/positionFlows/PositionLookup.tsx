import type { PositionRow } from '../../data/positionRow.ts';
import { POSITIONS_PAGE } from '../../preview/pagePaths.ts';
import type { AppWallet } from '../../wallet/appWallet.ts';

/** What a page that changes one position (remove, migrate) is given by its route's page. */
export interface PositionFlowProps {
  /** `null`: the link names no position the Data API knows; `undefined`: not read yet. */
  position: PositionRow | null | undefined;
  loading: boolean;
  /** Words for a link that names no position. */
  notFound: string;
  /** The page's one wallet connection (its bridge is rendered by the route's page, which looks up the position for it). */
  wallet: AppWallet;
}

/** The position's lookup while it has no position to show: not found (with the way to the list), or reading. */
export function PositionLookup({ position, loading, notFound }: Omit<PositionFlowProps, 'wallet'>) {
  if (position === null)
    return (
      <p className="flow-error" role="alert" data-testid="position-not-found">
        {notFound} <a href={POSITIONS_PAGE}>See your positions</a>
      </p>
    );
  if (position === undefined && loading)
    return (
      <p className="muted" role="status">
        Reading the position…
      </p>
    );
  return null;
}

/** Whether the connected account owns the position: only its owner gets to change it. */
export function ownsPosition(position: PositionRow | null | undefined, owner: string | undefined): boolean {
  return position && owner ? position.owner.toLowerCase() === owner.toLowerCase() : false;
}
