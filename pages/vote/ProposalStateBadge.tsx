import type { ProposalSummary } from '../../data/hooks/useProposals.ts';

const STATE_WORDS: Record<ProposalSummary['state'], string> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  CANCELED: 'Cancelled',
  DEFEATED: 'Defeated',
  SUCCEEDED: 'Succeeded',
  QUEUED: 'Queued',
  EXPIRED: 'Expired',
  EXECUTED: 'Executed',
};

/** A proposal's state as a badge with its word: never a colour alone. */
export function ProposalStateBadge({ state }: { state: ProposalSummary['state'] }) {
  return (
    <span className={`badge proposal-state state-${state.toLowerCase()}`} data-testid="proposal-state">
      {STATE_WORDS[state]}
    </span>
  );
}
