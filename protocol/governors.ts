import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

/**
 * The governors, by the index proposal links use (`/vote/{governorIndex}/{id}`): mainnet's first
 * GovernorAlpha is index 0, the one the local chain runs.
 */
export const GOVERNORS = [PROTOCOL_ADDRESSES.governorAlpha] as const;

/** GovernorAlpha's `state()` answers, in the contract's enum order. */
export const PROPOSAL_STATES = [
  'PENDING',
  'ACTIVE',
  'CANCELED',
  'DEFEATED',
  'SUCCEEDED',
  'QUEUED',
  'EXPIRED',
  'EXECUTED',
] as const;

export type ProposalState = (typeof PROPOSAL_STATES)[number];
