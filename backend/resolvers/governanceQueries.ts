import { chainNamed } from '../dataset/chains.ts';
import { INDEXED_CHAIN } from '../indexer/indexedChain.ts';
import type { ChainProposal } from '../indexer/proposalReads.ts';
import type { Resolver } from './dataApiContext.ts';

/** A proposal as the schema's `Proposal` answers it (big integers as decimal strings). */
interface ProposalModel {
  governorIndex: number;
  id: string;
  proposer: string;
  description: string;
  state: ChainProposal['state'];
  forVotes: string;
  againstVotes: string;
  quorumVotes: string;
  startBlock: number;
  endBlock: number;
  eta: number | null;
  createdAt: number;
  actions: { target: string; value: string; signature: string; calldata: string }[];
  votes: { voter: string; support: boolean; votes: string; transactionHash: string }[];
}

type ProposalsArgs = { chain: string };
type ProposalArgs = { chain: string; governorIndex: number; id: string };

/** Our governance extension (governance.graphql). Only the indexed chain has a governor. */
export const governanceQueries = {
  proposals: async (_root, { chain: chainName }, { chain }) =>
    chainNamed(chainName)?.name === INDEXED_CHAIN ? (await chain.proposals()).map(modelOf) : [],
  proposal: async (_root, { chain: chainName, governorIndex, id }, { chain }) => {
    if (chainNamed(chainName)?.name !== INDEXED_CHAIN || !/^\d{1,78}$/.test(id)) return null;
    const proposal = await chain.proposal(governorIndex, BigInt(id));
    return proposal ? modelOf(proposal) : null;
  },
} satisfies {
  proposals: Resolver<unknown, ProposalsArgs, Promise<ProposalModel[]>>;
  proposal: Resolver<unknown, ProposalArgs, Promise<ProposalModel | null>>;
};

function modelOf(proposal: ChainProposal): ProposalModel {
  return {
    ...proposal,
    id: proposal.id.toString(),
    forVotes: proposal.forVotes.toString(),
    againstVotes: proposal.againstVotes.toString(),
    quorumVotes: proposal.quorumVotes.toString(),
    startBlock: Number(proposal.startBlock),
    endBlock: Number(proposal.endBlock),
    actions: proposal.actions.map((action) => ({ ...action, value: action.value.toString() })),
    votes: proposal.votes.map((vote) => ({ ...vote, votes: vote.votes.toString() })),
  };
}
