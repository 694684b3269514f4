import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { ActivityDetails, ActivitySources, AssetChange } from './activitySources.ts';
import type { ChainName } from './chains.ts';
import { DATASET_NOW } from './datasetClock.ts';
import { rampTransfer, swapOrder } from './offChainActivities.ts';
import { type Prng, prngFor } from './prng.ts';
import type { TokenRecord } from './tokens.ts';

/** Shaped as the schema's AssetActivity: `__typename` picks the union member. */
export interface AssetActivityRecord {
  id: string;
  timestamp: number;
  chain: ChainName;
  type: string;
  addresses: string[];
  transaction: {
    id: string;
    blockNumber: number;
    from: string;
    to: string;
    hash: string;
    nonce: number;
    status: Status;
  };
  details: ActivityDetails;
  assetChanges: AssetChange[];
}

type Status = 'CONFIRMED' | 'FAILED' | 'PENDING';
type Direction = 'IN' | 'OUT' | 'SELF';

const ACTIVITY_COUNT = 150;

/**
 * A wallet's history, newest first. The first activities walk through every kind (transaction, swap
 * order, on-ramp, off-ramp) and every asset change, so each UI row type has a case in any wallet.
 */
export function assetActivities(owner: string, sources: ActivitySources): AssetActivityRecord[] {
  const random = prngFor('activities', owner);
  const kinds = [
    'send',
    'receive',
    'swap',
    'approve',
    'nft-transfer',
    'nft-approve',
    'nft-approve-all',
    'order',
    'on-ramp',
    'off-ramp',
  ] as const;
  let timestamp = DATASET_NOW - random.int(60, 3_600);
  return Array.from({ length: ACTIVITY_COUNT }, (_, i) => {
    const kind = kinds[i] ?? random.pick(kinds);
    const chain: ChainName = random.chance(0.6)
      ? 'ETHEREUM'
      : random.pick(['BASE', 'ARBITRUM', 'OPTIMISM', 'POLYGON'] as const);
    const tokens = sources.tokensOn(chain).slice(0, 30);
    const hash = random.hex(32);
    const counterparty = random.hex(20);
    timestamp -= random.int(120, 3 * 86_400);
    const status: Status = i === 0 ? 'PENDING' : random.chance(0.05) ? 'FAILED' : 'CONFIRMED';
    const transfer = (direction: Direction) =>
      tokenTransfer(random, random.pick(tokens), owner, counterparty, direction, sources);
    const base = { id: `AssetActivity:${owner}_${i}`, timestamp, chain, addresses: [owner, counterparty] };
    const transaction = {
      id: `Transaction:${hash}`,
      blockNumber: 21_000_000 + ACTIVITY_COUNT - i,
      from: owner,
      to: counterparty,
      hash,
      nonce: ACTIVITY_COUNT - i,
      status,
    };
    const details = (type: string, assetChanges: AssetChange[]): AssetActivityRecord => ({
      ...base,
      type,
      transaction,
      assetChanges,
      details: {
        __typename: 'TransactionDetails',
        id: `TransactionDetails:${hash}`,
        type,
        assetChanges,
        from: owner,
        to: counterparty,
        hash,
        status,
        transactionStatus: status,
        nonce: transaction.nonce,
        application:
          type === 'SWAP'
            ? {
                id: `Application:${chain}_uniswap`,
                chain,
                address: PROTOCOL_ADDRESSES.universalRouter.toLowerCase(),
                name: 'Uniswap',
              }
            : null,
        networkFee: {
          quantity: random.between(0.0001, 0.004).toFixed(6),
          tokenSymbol: 'ETH',
          tokenAddress: null,
          tokenChain: chain,
        },
      },
    });
    const nft = random.pick(sources.nftAssets());
    switch (kind) {
      case 'send':
        return details('SEND', [transfer('OUT')]);
      case 'receive':
        return details('RECEIVE', [transfer('IN')]);
      case 'swap':
        return details('SWAP', [transfer('OUT'), transfer('IN')]);
      case 'approve': {
        const token = random.pick(tokens);
        return details('APPROVE', [
          {
            __typename: 'TokenApproval',
            id: `TokenApproval:${hash}`,
            tokenStandard: token.standard,
            asset: token,
            approvedAddress: counterparty,
            quantity: random.chance(0.5) ? 'inf' : random.int(1, 10_000).toString(),
          },
        ]);
      }
      case 'nft-transfer':
        return details(random.chance(0.5) ? 'MINT' : 'RECEIVE', [
          {
            __typename: 'NftTransfer',
            id: `NftTransfer:${hash}`,
            nftStandard: nft.collection.standard,
            asset: nft,
            sender: counterparty,
            recipient: owner,
            direction: 'IN',
          },
        ]);
      case 'nft-approve':
        return details('APPROVE', [
          {
            __typename: 'NftApproval',
            id: `NftApproval:${hash}`,
            nftStandard: nft.collection.standard,
            asset: nft,
            approvedAddress: counterparty,
          },
        ]);
      case 'nft-approve-all':
        return details('APPROVE', [
          {
            __typename: 'NftApproveForAll',
            id: `NftApproveForAll:${hash}`,
            nftStandard: nft.collection.standard,
            asset: nft,
            operatorAddress: counterparty,
            approved: random.chance(0.7),
          },
        ]);
      case 'order':
        return {
          ...base,
          type: 'SWAP_ORDER',
          transaction,
          assetChanges: [],
          details: swapOrder(random, owner, hash, timestamp, tokens, sources),
        };
      default: {
        const ramp = rampTransfer(
          kind === 'on-ramp' ? 'on' : 'off',
          random,
          owner,
          hash,
          status,
          tokens,
          sources,
        );
        return { ...base, type: kind === 'on-ramp' ? 'ON_RAMP' : 'OFF_RAMP', transaction, ...ramp };
      }
    }
  });
}

function tokenTransfer(
  random: Prng,
  token: TokenRecord,
  owner: string,
  counterparty: string,
  direction: Direction,
  sources: ActivitySources,
): AssetChange {
  const usd = random.logBetween(5, 25_000);
  return {
    __typename: 'TokenTransfer',
    id: `TokenTransfer:${random.hex(8)}`,
    tokenStandard: token.standard,
    asset: token,
    sender: direction === 'IN' ? counterparty : owner,
    recipient: direction === 'IN' ? owner : counterparty,
    quantity: (usd / sources.usdPrice(token)).toPrecision(8),
    direction,
    transactedValue: { id: `Amount:${random.hex(8)}`, currency: 'USD', value: usd },
  };
}
