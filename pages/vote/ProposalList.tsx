import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { preloadProposals, useProposals } from '../../data/hooks/useProposals.ts';
import { CREATE_PROPOSAL_PAGE, proposalPagePath } from '../../preview/pagePaths.ts';
import { proposalTitle } from '../../preview/proposalPreview.ts';
import { GOVERNANCE_CHAIN } from './governanceChain.ts';
import { ProposalStateBadge } from './ProposalStateBadge.tsx';
import { uniAmount } from './uniAmount.ts';

const PLACEHOLDER_ROWS = 3;

// The list is never in the prerendered page (it moves with the chain): asked for as this code loads.
if (typeof window !== 'undefined') preloadProposals(GOVERNANCE_CHAIN.dataApiChain);

/** The governors' proposals, newest first, each with its state and tallies (the Data API's index). */
export function ProposalList() {
  const { data, error, retry } = useProposals(GOVERNANCE_CHAIN.dataApiChain);
  if (error && !data) return <ErrorState what="the proposals" onRetry={retry} />;
  if (!data)
    return (
      <ul className="proposal-list" aria-busy="true" aria-label="Proposals loading">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <li key={index} className="proposal-row">
            <Skeleton width="70%" height={22} />
          </li>
        ))}
      </ul>
    );
  if (data.length === 0)
    return (
      <EmptyState>
        No proposals yet. <a href={CREATE_PROPOSAL_PAGE}>Create the first one</a>.
      </EmptyState>
    );
  return (
    <ul className="proposal-list" aria-label="Proposals">
      {data.map((proposal) => (
        <li key={`${proposal.governorIndex}-${proposal.id}`} className="proposal-row">
          <a href={proposalPagePath(proposal.governorIndex, proposal.id)} className="proposal-link">
            <span className="proposal-number muted">{proposal.id}</span>
            <span className="proposal-title">{proposalTitle(proposal.description)}</span>
          </a>
          <span className="proposal-tally small muted">
            <span>For {uniAmount(proposal.forVotes)}</span> ·{' '}
            <span>Against {uniAmount(proposal.againstVotes)}</span>
          </span>
          <ProposalStateBadge state={proposal.state} />
        </li>
      ))}
    </ul>
  );
}
