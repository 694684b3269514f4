import { decodeEventLog, type Hex, toEventSelector } from 'viem';
import {
  v2FactoryEventsAbi,
  v3PositionTransferEventAbi,
  v4PositionTransferEventAbi,
} from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { ChainLog } from './poolActivity.ts';
import type { PositionIndex } from './positionIndex.ts';

const PAIR_CREATED = toEventSelector(v2FactoryEventsAbi[0]);
/** ERC-721's Transfer and ERC-20's share one signature; the NFT's carries its token id as a fourth topic. */
const TRANSFER = toEventSelector(v3PositionTransferEventAbi[0]);
const V2_FACTORY = PROTOCOL_ADDRESSES.v2Factory.toLowerCase();
const V3_POSITIONS = PROTOCOL_ADDRESSES.v3NonfungiblePositionManager.toLowerCase();
const V4_POSITIONS = PROTOCOL_ADDRESSES.v4PositionManager.toLowerCase();

/**
 * Applies one log to the index of who holds which position: a new V2 pair, a position NFT changing
 * hands (V3 NonfungiblePositionManager, V4 PositionManager), or LP shares of a known pair moving.
 */
export function applyPositionLog(log: ChainLog, index: PositionIndex): void {
  const [selector] = log.topics;
  const address = log.address.toLowerCase();
  const topics = log.topics as [Hex, ...Hex[]];
  if (selector === PAIR_CREATED && address === V2_FACTORY) {
    // The event's last parameter is unnamed, so viem decodes its arguments as a list.
    const [token0, token1, pair] = decodeEventLog({ abi: v2FactoryEventsAbi, topics, data: log.data }).args;
    index.addPair(pair.toLowerCase(), { token0: token0.toLowerCase(), token1: token1.toLowerCase() });
    return;
  }
  if (selector !== TRANSFER) return;
  if (log.topics.length === 4 && address === V3_POSITIONS) {
    const { args } = decodeEventLog({ abi: v3PositionTransferEventAbi, topics, data: log.data });
    index.transferNft('v3', args.tokenId, args.from.toLowerCase(), args.to.toLowerCase());
  } else if (log.topics.length === 4 && address === V4_POSITIONS) {
    const { args } = decodeEventLog({ abi: v4PositionTransferEventAbi, topics, data: log.data });
    index.transferNft('v4', args.id, args.from.toLowerCase(), args.to.toLowerCase());
  } else if (log.topics.length === 3 && index.pair(address)) {
    const [, from, to] = log.topics as [Hex, Hex, Hex];
    index.transferShares(address, topicAddress(from), topicAddress(to), BigInt(log.data));
  }
}

function topicAddress(topic: Hex): string {
  return `0x${topic.slice(26)}`.toLowerCase();
}
