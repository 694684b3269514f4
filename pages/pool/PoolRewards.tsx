import { formatAmount, formatPercentMagnitude } from '../../components/formatNumbers.ts';
import { StatsPanel } from '../../components/StatsPanel.tsx';
import type { PoolRow } from '../../data/hooks/poolRow.ts';

const day = (seconds: number | null | undefined) =>
  seconds
    ? new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    : '–';

/** A V4 pool's rewards campaign: boosted APR, its dates and the rewards handed out so far. */
export function PoolRewards({ rewards }: { rewards: NonNullable<PoolRow['rewards']> }) {
  return (
    <StatsPanel
      id="pool-rewards"
      title="Rewards"
      stats={[
        ['Boosted APR', formatPercentMagnitude(rewards.boostedApr)],
        [
          'Period',
          <span key="period" className="small">
            {day(rewards.startTimestamp)} – {day(rewards.endTimestamp)}
          </span>,
        ],
        ['Allocation', formatAmount(rewards.totalRewardAllocation)],
        ['Distributed', formatAmount(rewards.distributedRewards)],
      ]}
    />
  );
}
