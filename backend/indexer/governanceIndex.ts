import type { Hex } from 'viem';

/** A proposal as its governor's events tell it. Addresses lower case. */
export interface IndexedProposal {
  governorIndex: number;
  id: bigint;
  proposer: string;
  description: string;
  startBlock: bigint;
  endBlock: bigint;
  createdAt: number;
  actions: { target: string; value: bigint; signature: string; calldata: Hex }[];
  votes: { voter: string; support: boolean; votes: bigint; transactionHash: string }[];
}

export type GovernanceIndex = ReturnType<typeof createGovernanceIndex>;

/**
 * The governors' proposals and their votes, from the governors' own events (ProposalCreated, VoteCast),
 * so a list needs no walk over every proposal id. What changes with time or blocks (the state) is read
 * live from the governor.
 */
export function createGovernanceIndex(onChange: () => void) {
  const proposals = new Map<string, IndexedProposal>();
  const key = (governorIndex: number, id: bigint) => `${governorIndex}:${id}`;
  return {
    addProposal(proposal: Omit<IndexedProposal, 'votes'>): void {
      proposals.set(key(proposal.governorIndex, proposal.id), { ...proposal, votes: [] });
      onChange();
    },
    addVote(governorIndex: number, id: bigint, vote: IndexedProposal['votes'][number]): void {
      proposals.get(key(governorIndex, id))?.votes.push(vote);
      onChange();
    },
    /** Newest first. */
    proposals: (): IndexedProposal[] => [...proposals.values()].reverse(),
    proposal: (governorIndex: number, id: bigint): IndexedProposal | undefined =>
      proposals.get(key(governorIndex, id)),
  };
}
