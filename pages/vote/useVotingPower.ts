import useSWR, { mutate } from 'swr';
import { type Address, erc20Abi, zeroAddress } from 'viem';
import { GOVERNORS } from '../../protocol/governors.ts';
import { governorAlphaAbi, uniVotesAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { GOVERNANCE_CHAIN } from './governanceChain.ts';

/** What an account holds of governance: its UNI, whom its votes go to, and the votes it casts. */
export interface VotingPower {
  balance: bigint;
  /** Whom the account's UNI votes for; `undefined`: nobody yet (its UNI counts for no one). */
  delegate: Address | undefined;
  /** Votes delegated to this account (its own too, once it delegates to itself). */
  votes: bigint;
  /**
   * The votes as of the block before the newest: what the governor counts for a proposal made now
   * (a delegation counts from the block after it).
   */
  votesToPropose: bigint;
  /** What proposing takes, and what a proposal needs for it to pass. */
  proposalThreshold: bigint;
  quorumVotes: bigint;
}

const KEY = 'VotingPower';

/** Read from the chain (UNI and the governor), not the Data API: a delegation counts from its block on. */
export function useVotingPower(account: Address | undefined) {
  return useSWR(account ? `${KEY}:${account}` : null, () => readVotingPower(account as Address), {
    revalidateOnFocus: false,
  });
}

export function refreshVotingPower(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${KEY}:`));
}

async function readVotingPower(account: Address): Promise<VotingPower> {
  const uni = { address: PROTOCOL_ADDRESSES.uni } as const;
  const governor = { address: GOVERNORS[0], abi: governorAlphaAbi } as const;
  const latest = await chainClientOf(GOVERNANCE_CHAIN).getBlockNumber({ cacheTime: 0 });
  const [balance, delegate, votes, votesToPropose, proposalThreshold, quorumVotes] = await Promise.all([
    chainClientOf(GOVERNANCE_CHAIN).readContract({
      ...uni,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    }),
    chainClientOf(GOVERNANCE_CHAIN).readContract({
      ...uni,
      abi: uniVotesAbi,
      functionName: 'delegates',
      args: [account],
    }),
    chainClientOf(GOVERNANCE_CHAIN).readContract({
      ...uni,
      abi: uniVotesAbi,
      functionName: 'getCurrentVotes',
      args: [account],
    }),
    chainClientOf(GOVERNANCE_CHAIN).readContract({
      ...uni,
      abi: uniVotesAbi,
      functionName: 'getPriorVotes',
      args: [account, latest > 0n ? latest - 1n : 0n],
    }),
    chainClientOf(GOVERNANCE_CHAIN).readContract({ ...governor, functionName: 'proposalThreshold' }),
    chainClientOf(GOVERNANCE_CHAIN).readContract({ ...governor, functionName: 'quorumVotes' }),
  ]);
  return {
    balance,
    delegate: delegate === zeroAddress ? undefined : delegate,
    votes,
    votesToPropose,
    proposalThreshold,
    quorumVotes,
  };
}
