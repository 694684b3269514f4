import type { PublicClient } from 'viem';
import { GOVERNORS, PROPOSAL_STATES, type ProposalState } from '../../protocol/governors.ts';
import { governorAlphaAbi } from '../../protocol/protocolAbis.ts';
import type { IndexedProposal } from './governanceIndex.ts';

/** An indexed proposal with what its governor says of it now. */
export interface ChainProposal extends IndexedProposal {
  state: ProposalState;
  forVotes: bigint;
  againstVotes: bigint;
  quorumVotes: bigint;
  /** Unix seconds; null until queued. */
  eta: number | null;
}

/**
 * Reads each proposal's state and tallies from its governor, all at one block: a state moves with
 * blocks (pending → active → succeeded or defeated) and with time (queued → expired), which no event says.
 */
export function createProposalReader(client: PublicClient) {
  return async (proposals: readonly IndexedProposal[]): Promise<ChainProposal[]> => {
    if (proposals.length === 0) return [];
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
    return Promise.all(
      proposals.map(async (proposal) => {
        const address = GOVERNORS[proposal.governorIndex] as (typeof GOVERNORS)[number];
        const read = { address, abi: governorAlphaAbi, blockNumber } as const;
        const [state, stored, quorumVotes] = await Promise.all([
          client.readContract({ ...read, functionName: 'state', args: [proposal.id] }),
          client.readContract({ ...read, functionName: 'proposals', args: [proposal.id] }),
          client.readContract({ ...read, functionName: 'quorumVotes' }),
        ]);
        const [, , eta, , , forVotes, againstVotes] = stored;
        return {
          ...proposal,
          state: PROPOSAL_STATES[state] ?? 'PENDING',
          forVotes,
          againstVotes,
          quorumVotes,
          eta: eta === 0n ? null : Number(eta),
        };
      }),
    );
  };
}
