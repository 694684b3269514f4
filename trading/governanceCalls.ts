import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { GOVERNORS } from '../protocol/governors.ts';
import { governorAlphaAbi, uniVotesAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { PreparedCall } from './sendTransaction.ts';

/**
 * The governance steps as prepared calls for the one transaction path (sendTransaction.ts): delegate
 * UNI's votes, propose, vote, queue and execute. GovernorAlpha (index 0) is the governor the local chain runs.
 */

/** One call the Timelock makes when a proposal executes, as GovernorAlpha takes it. */
export interface ProposalAction {
  target: Address;
  value: bigint;
  /** `transfer(address,uint256)`; the governor prepends its selector to `calldata`. */
  signature: string;
  /** The arguments, ABI-encoded, without the selector. */
  calldata: Hex;
}

const governor = (governorIndex: number): Address => {
  const address = GOVERNORS[governorIndex];
  if (!address) throw new Error(`No governor ${governorIndex}`);
  return address;
};

export function delegateCall(delegatee: Address): PreparedCall {
  return {
    to: PROTOCOL_ADDRESSES.uni,
    data: encodeFunctionData({ abi: uniVotesAbi, functionName: 'delegate', args: [delegatee] }),
    value: 0n,
  };
}

export function proposeCall(actions: readonly ProposalAction[], description: string): PreparedCall {
  return {
    to: governor(0),
    data: encodeFunctionData({
      abi: governorAlphaAbi,
      functionName: 'propose',
      args: [
        actions.map(({ target }) => target),
        actions.map(({ value }) => value),
        actions.map(({ signature }) => signature),
        actions.map(({ calldata }) => calldata),
        description,
      ],
    }),
    value: 0n,
  };
}

export function castVoteCall(governorIndex: number, id: bigint, support: boolean): PreparedCall {
  return {
    to: governor(governorIndex),
    data: encodeFunctionData({ abi: governorAlphaAbi, functionName: 'castVote', args: [id, support] }),
    value: 0n,
  };
}

export function queueCall(governorIndex: number, id: bigint): PreparedCall {
  return {
    to: governor(governorIndex),
    data: encodeFunctionData({ abi: governorAlphaAbi, functionName: 'queue', args: [id] }),
    value: 0n,
  };
}

/** The ETH the actions send comes with the call: the governor forwards it to the Timelock. */
export function executeCall(
  governorIndex: number,
  id: bigint,
  actions: readonly { value: bigint }[],
): PreparedCall {
  return {
    to: governor(governorIndex),
    data: encodeFunctionData({ abi: governorAlphaAbi, functionName: 'execute', args: [id] }),
    value: actions.reduce((sum, { value }) => sum + value, 0n),
  };
}

/** ERC-20 `transfer` as GovernorAlpha names a call: its canonical signature (a test holds it to the ABI's). */
export const TRANSFER_SIGNATURE = 'transfer(address,uint256)';

/** A transfer of UNI out of the treasury (the Timelock holds it) to `recipient`. */
export function treasuryTransferAction(recipient: Address, amount: bigint): ProposalAction {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] });
  return {
    target: PROTOCOL_ADDRESSES.uni,
    value: 0n,
    signature: TRANSFER_SIGNATURE,
    calldata: `0x${data.slice(10)}`,
  };
}
