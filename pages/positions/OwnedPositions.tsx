import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { PositionList, STATUS_LABELS } from '../../components/PositionList.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { usePositions } from '../../data/hooks/usePositions.ts';
import type { PositionStatus, PositionVersion } from '../../data/positionRow.ts';
import { CREATE_POSITION_PAGE } from '../../preview/pagePaths.ts';

type VersionFilter = 'all' | PositionVersion;
type StatusFilter = 'all' | PositionStatus;

const VERSION_OPTIONS: readonly { value: VersionFilter; label: string }[] = [
  { value: 'all', label: 'All versions' },
  { value: 'v4', label: 'v4' },
  { value: 'v3', label: 'v3' },
  { value: 'v2', label: 'v2' },
];
const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Any status' },
  ...(Object.keys(STATUS_LABELS) as PositionStatus[]).map((value) => ({
    value,
    label: STATUS_LABELS[value],
  })),
];

/**
 * An address's liquidity positions on V2, V3 and V4 with filters by version and status: the list of
 * `/positions` (the wallet's) and of the portfolio's DeFi tab (anyone's). `isWallet`: the owner is the
 * reader, whose empty list leads to creating a position.
 */
export function OwnedPositions({ owner, isWallet }: { owner: string; isWallet: boolean }) {
  const { data, error, retry } = usePositions(owner);
  const [version, setVersion] = useState<VersionFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');

  if (error && !data) return <ErrorState what="positions" onRetry={retry} />;
  if (!data) return <PositionsSkeleton />;
  if (data.length === 0) {
    return (
      <EmptyState>
        {isWallet ? 'You have no liquidity positions yet. ' : 'This address holds no liquidity positions. '}
        <a href={CREATE_POSITION_PAGE}>{isWallet ? 'Create a position' : 'Create one of your own'}</a>
      </EmptyState>
    );
  }
  const shown = data.filter(
    (position) =>
      (version === 'all' || position.version === version) && (status === 'all' || position.status === status),
  );
  return (
    <div className="owned-positions">
      <div className="owned-positions-filters">
        <SegmentedControl
          label="Protocol version"
          options={VERSION_OPTIONS}
          value={version}
          onChange={setVersion}
        />
        <SegmentedControl label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
      </div>
      {shown.length === 0 ? (
        <EmptyState>No positions match these filters.</EmptyState>
      ) : (
        <PositionList positions={shown} />
      )}
    </div>
  );
}

function PositionsSkeleton() {
  return (
    <div className="owned-positions" aria-busy="true">
      <span className="visually-hidden">Loading positions</span>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} width="100%" height={132} />
      ))}
    </div>
  );
}
