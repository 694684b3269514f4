import { decodeEventLog, type Hex, toEventSelector } from 'viem';
import { GOVERNORS } from '../../protocol/governors.ts';
import { governorAlphaEventsAbi } from '../../protocol/protocolAbis.ts';
import type { GovernanceIndex } from './governanceIndex.ts';
import type { ChainLog } from './poolActivity.ts';

const PROPOSAL_CREATED = toEventSelector(governorAlphaEventsAbi[0]);
const VOTE_CAST = toEventSelector(governorAlphaEventsAbi[1]);

/** Applies one log to the governance index: a governor's new proposal or a vote on one. */
export function applyGovernanceLog(log: ChainLog, index: GovernanceIndex): void {
  const [selector] = log.topics;
  if (selector !== PROPOSAL_CREATED && selector !== VOTE_CAST) return;
  const governorIndex = GOVERNORS.findIndex(
    (governor) => governor.toLowerCase() === log.address.toLowerCase(),
  );
  if (governorIndex < 0) return;
  const event = decodeEventLog({
    abi: governorAlphaEventsAbi,
    topics: log.topics as [Hex, ...Hex[]],
    data: log.data,
  });
  if (event.eventName === 'ProposalCreated') {
    const { id, proposer, targets, values, signatures, calldatas, startBlock, endBlock, description } =
      event.args;
    index.addProposal({
      governorIndex,
      id,
      proposer: proposer.toLowerCase(),
      description,
      startBlock,
      endBlock,
      createdAt: log.timestamp,
      actions: targets.map((target, i) => ({
        target: target.toLowerCase(),
        value: values[i] ?? 0n,
        signature: signatures[i] ?? '',
        calldata: calldatas[i] ?? '0x',
      })),
    });
  } else if (event.eventName === 'VoteCast') {
    const { voter, proposalId, support, votes } = event.args;
    index.addVote(governorIndex, proposalId, {
      voter: voter.toLowerCase(),
      support,
      votes,
      transactionHash: log.transactionHash,
    });
  }
}
