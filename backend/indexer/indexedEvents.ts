import { toEventSelector } from 'viem';
import {
  erc20TransferEventAbi,
  governorAlphaEventsAbi,
  v2FactoryEventsAbi,
  v2PairEventsAbi,
  v3PoolEventsAbi,
  v4PoolManagerEventsAbi,
} from '../../protocol/protocolAbis.ts';

/**
 * The events the indexer follows on the whole chain: every pool's, every token's transfers (which,
 * sharing ERC-721's signature, include the position NFTs' and V2 LP shares'), new V2 pairs, and the
 * governors' proposals and votes.
 */
export const INDEXED_EVENTS = [
  ...v2FactoryEventsAbi,
  ...v2PairEventsAbi,
  ...v3PoolEventsAbi,
  ...v4PoolManagerEventsAbi,
  ...erc20TransferEventAbi,
  ...governorAlphaEventsAbi,
] as const;

/** One topic filter (any of these first topics) for `eth_getLogs` and the `logs` subscription alike. */
export const INDEXED_EVENT_SELECTORS = INDEXED_EVENTS.map((event) => toEventSelector(event));
