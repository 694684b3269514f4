import { mutate } from 'swr';
import type { Chain } from '../chains.ts';
import type { ResultOf } from '../graphql.ts';
import { readFragment } from '../graphql.ts';
import { Proposal, ProposalSummaryParts, Proposals } from '../operations/governance.ts';
import { preloadDataApiQuery, type QueryState, useDataApiQuery } from './useDataApiQuery.ts';

/** A proposal's state moves with blocks and time: the lists read it again this often. */
export const PROPOSALS_POLL_MS = 10_000;

export type ProposalSummary = ResultOf<typeof ProposalSummaryParts>;
export type ProposalDetails = ProposalSummary &
  Pick<NonNullable<ResultOf<typeof Proposal>['proposal']>, 'actions' | 'votes'>;

/** The governors' proposals on `chain`, newest first. */
export function useProposals(chain: Chain): QueryState<ProposalSummary[]> {
  const state = useDataApiQuery(Proposals, { chain }, { refreshInterval: PROPOSALS_POLL_MS });
  return {
    ...state,
    data: state.data?.proposals.map((proposal) => readFragment(ProposalSummaryParts, proposal)),
  };
}

/** Asks for the list before the page renders it (useProposals takes this answer). */
export function preloadProposals(chain: Chain): void {
  preloadDataApiQuery(Proposals, { chain });
}

/** Asks for one proposal before its page renders it (useProposal takes this answer). */
export function preloadProposal(chain: Chain, governorIndex: number, id: string): void {
  preloadDataApiQuery(Proposal, { chain, governorIndex, id });
}

/** One proposal; `null` once the Data API says there is none; `governorIndex` undefined: not yet known. */
export function useProposal(
  chain: Chain,
  governorIndex: number | undefined,
  id: string | undefined,
): QueryState<ProposalDetails | null> {
  const state = useDataApiQuery(
    Proposal,
    governorIndex === undefined || id === undefined ? null : { chain, governorIndex, id },
    { refreshInterval: PROPOSALS_POLL_MS },
  );
  const proposal = state.data?.proposal;
  return {
    ...state,
    data:
      proposal === undefined
        ? undefined
        : proposal === null
          ? null
          : {
              ...readFragment(ProposalSummaryParts, proposal),
              actions: proposal.actions,
              votes: proposal.votes,
            },
  };
}

/** Reads every proposal list and page again: after a vote, a proposal, a queue or an execution. */
export function refreshProposals(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && /^Proposals?:/.test(key));
}
