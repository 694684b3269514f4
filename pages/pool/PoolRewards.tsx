import { formatAmount, formatPercentMagnitude } from '../../components/formatNumbers.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';

const day = (seconds: number | null | undefined) =>
  seconds
    ? new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    : '–';

/** A V4 pool's rewards campaign: boosted APR, its dates and the rewards handed out so far. */
export function PoolRewards({ rewards }: { rewards: NonNullable<PoolRow['rewards']> }) {
  return (
    <section className="panel" aria-labelledby="pool-rewards">
      <h2 id="pool-rewards">Rewards</h2>
      <dl className="stats-grid">
        <div>
          <dt className="muted small">Boosted APR</dt>
          <dd>{formatPercentMagnitude(rewards.boostedApr)}</dd>
        </div>
        <div>
          <dt className="muted small">Period</dt>
          <dd className="small">
            {day(rewards.startTimestamp)} – {day(rewards.endTimestamp)}
          </dd>
        </div>
        <div>
          <dt className="muted small">Allocation</dt>
          <dd>{formatAmount(rewards.totalRewardAllocation)}</dd>
        </div>
        <div>
          <dt className="muted small">Distributed</dt>
          <dd>{formatAmount(rewards.distributedRewards)}</dd>
        </div>
      </dl>
    </section>
  );
}
