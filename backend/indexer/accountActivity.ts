import {
  type Address,
  decodeEventLog,
  formatUnits,
  getAbiItem,
  type Hex,
  maxUint256,
  toEventSelector,
  zeroAddress,
} from 'viem';
import { erc20ApprovalEventAbi, erc20TransferEventAbi, weth9Abi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { AssetChange } from '../dataset/activitySources.ts';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { quantityFromRaw } from '../dataset/tokenQuantity.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { INDEXED_CHAIN } from './indexedChain.ts';

/** A transaction of a mined block with what its receipt says; addresses lower-case. */
export interface MinedTransaction {
  hash: Hex;
  from: string;
  /** Null for a contract creation. */
  to: string | null;
  value: bigint;
  nonce: number;
  succeeded: boolean;
  /** What the sender paid for gas, in wei. */
  fee: bigint;
  logs: readonly { address: string; topics: readonly Hex[]; data: Hex; logIndex: number }[];
}

export interface MinedBlock {
  number: bigint;
  /** Unix seconds. */
  timestamp: number;
  transactions: readonly MinedTransaction[];
}

const TRANSFER = toEventSelector(erc20TransferEventAbi[0]);
const APPROVAL = toEventSelector(erc20ApprovalEventAbi[0]);
const DEPOSIT = toEventSelector(getAbiItem({ abi: weth9Abi, name: 'Deposit' }));
const WITHDRAWAL = toEventSelector(getAbiItem({ abi: weth9Abi, name: 'Withdrawal' }));
const WETH = PROTOCOL_ADDRESSES.weth9.toLowerCase();
const UNIVERSAL_ROUTER = PROTOCOL_ADDRESSES.universalRouter.toLowerCase();

/** One movement of a token for an account, in the token's smallest unit (never a float). */
interface Movement {
  token: TokenRecord;
  amount: bigint;
  direction: 'IN' | 'OUT' | 'SELF';
  counterparty: string;
}

interface Approval {
  token: TokenRecord;
  spender: string;
  amount: bigint;
}

/**
 * Every address a transaction may have changed the assets of: its sender, the receiver of its ETH,
 * and the parties of the transfers, approvals, wraps and unwraps of the dataset's tokens its logs
 * report. The caller keeps the accounts among them (contracts get no activity of their own).
 */
export function transactionParties(transaction: MinedTransaction, dataset: Dataset): Set<string> {
  const parties = new Set<string>([transaction.from]);
  if (transaction.to && transaction.value > 0n) parties.add(transaction.to);
  if (!transaction.succeeded) return parties;
  for (const log of transaction.logs) {
    const [selector, first, second] = log.topics;
    if (!selector || !dataset.token(INDEXED_CHAIN, log.address)) continue;
    if (selector === TRANSFER && log.topics.length === 3) {
      parties.add(topicAddress(first));
      parties.add(topicAddress(second));
    } else if (selector === APPROVAL && log.topics.length === 3) {
      parties.add(topicAddress(first));
    } else if ((selector === DEPOSIT || selector === WITHDRAWAL) && log.address.toLowerCase() === WETH) {
      parties.add(topicAddress(first));
    }
  }
  parties.delete(zeroAddress);
  return parties;
}

/**
 * What one transaction did to one account's assets, as the Data API's AssetActivity: the dataset's
 * tokens it sent and received (TokenTransfer with amount and USD value), wrapped or unwrapped, the
 * approvals it gave (TokenApproval), and its net ETH (`ethChange`: the balance change the transaction
 * caused, gas excluded — the caller reads it from the chain, since ETH sent back by a contract leaves
 * no log). A reverted transaction changed nothing: no activity. Nor does a transaction that touched
 * none of the account's assets unless the account sent it (then it is its contract interaction).
 */
export function accountActivity(
  owner: string,
  transaction: MinedTransaction,
  block: MinedBlock,
  ethChange: bigint,
  dataset: Dataset,
): AssetActivityRecord | undefined {
  if (!transaction.succeeded) return undefined;
  const movements: Movement[] = [];
  const approvals: Approval[] = [];
  const native = dataset.token(INDEXED_CHAIN, null);
  if (native && ethChange !== 0n) {
    const counterparty = (transaction.from === owner ? transaction.to : transaction.from) ?? zeroAddress;
    movements.push({
      token: native,
      amount: ethChange < 0n ? -ethChange : ethChange,
      direction: ethChange < 0n ? 'OUT' : 'IN',
      counterparty,
    });
  }
  for (const log of [...transaction.logs].sort((a, b) => a.logIndex - b.logIndex)) {
    const token = dataset.token(INDEXED_CHAIN, log.address);
    const [selector] = log.topics;
    if (!token || !selector) continue;
    const topics = log.topics as [Hex, ...Hex[]];
    if (selector === TRANSFER && log.topics.length === 3) {
      const { from, to, value } = decodeEventLog({ abi: erc20TransferEventAbi, topics, data: log.data }).args;
      const [sender, recipient] = [from.toLowerCase(), to.toLowerCase()];
      if (sender !== owner && recipient !== owner) continue;
      const direction = sender === recipient ? 'SELF' : sender === owner ? 'OUT' : 'IN';
      movements.push({
        token,
        amount: value,
        direction,
        counterparty: direction === 'IN' ? sender : recipient,
      });
    } else if (selector === APPROVAL && log.topics.length === 3) {
      const {
        owner: approver,
        spender,
        value,
      } = decodeEventLog({
        abi: erc20ApprovalEventAbi,
        topics,
        data: log.data,
      }).args;
      if (approver.toLowerCase() === owner)
        approvals.push({ token, spender: spender.toLowerCase(), amount: value });
    } else if ((selector === DEPOSIT || selector === WITHDRAWAL) && log.address.toLowerCase() === WETH) {
      const event = decodeEventLog({ abi: weth9Abi, topics, data: log.data });
      const account = event.eventName === 'Deposit' ? event.args.dst : event.args.src;
      if (account.toLowerCase() !== owner) continue;
      // WETH9 mints and burns without a Transfer event: the account's WETH moves with WETH9 itself.
      movements.push({
        token,
        amount: event.args.wad,
        direction: event.eventName === 'Deposit' ? 'IN' : 'OUT',
        counterparty: WETH,
      });
    }
  }
  if (movements.length === 0 && approvals.length === 0 && transaction.from !== owner) return undefined;

  const hash = transaction.hash.toLowerCase();
  const type = activityType(movements, approvals);
  const assetChanges: AssetChange[] = [
    ...movements.map((movement, index) => tokenTransfer(owner, hash, index, movement, dataset)),
    ...approvals.map(
      (approval, index): AssetChange => ({
        __typename: 'TokenApproval',
        id: `TokenApproval:${hash}_${owner}_${index}`,
        tokenStandard: approval.token.standard,
        asset: approval.token,
        approvedAddress: approval.spender,
        quantity:
          approval.amount === maxUint256 ? 'inf' : quantityFromRaw(approval.amount, approval.token.decimals),
      }),
    ),
  ];
  const status = 'CONFIRMED';
  const to = transaction.to ?? zeroAddress;
  const counterparty = movements.find((movement) => movement.counterparty !== owner)?.counterparty ?? to;
  return {
    id: `AssetActivity:${owner}_${hash}`,
    timestamp: block.timestamp,
    chain: INDEXED_CHAIN,
    type,
    addresses: [owner, counterparty],
    transaction: {
      id: `Transaction:${hash}`,
      blockNumber: Number(block.number),
      from: transaction.from,
      to,
      hash,
      nonce: transaction.nonce,
      status,
    },
    assetChanges,
    details: {
      __typename: 'TransactionDetails',
      id: `TransactionDetails:${hash}_${owner}`,
      type,
      assetChanges,
      from: transaction.from,
      to,
      hash,
      status,
      transactionStatus: status,
      nonce: transaction.nonce,
      application:
        to === UNIVERSAL_ROUTER
          ? { id: `Application:${INDEXED_CHAIN}_uniswap`, chain: INDEXED_CHAIN, address: to, name: 'Uniswap' }
          : null,
      networkFee: {
        quantity: quantityFromRaw(transaction.from === owner ? transaction.fee : 0n, 18),
        tokenSymbol: native?.symbol ?? 'ETH',
        tokenAddress: null,
        tokenChain: INDEXED_CHAIN,
      },
    },
  };
}

/** Sent and received: a swap (a wrap or unwrap too); one side only: a send or a receipt. */
function activityType(movements: Movement[], approvals: Approval[]): string {
  const sent = movements.some((movement) => movement.direction === 'OUT');
  const received = movements.some((movement) => movement.direction === 'IN');
  if (sent && received) return 'SWAP';
  if (sent) return 'SEND';
  if (received) return 'RECEIVE';
  if (approvals.length > 0) return 'APPROVE';
  return 'UNKNOWN';
}

function tokenTransfer(
  owner: string,
  hash: string,
  index: number,
  { token, amount, direction, counterparty }: Movement,
  dataset: Dataset,
): AssetChange {
  return {
    __typename: 'TokenTransfer',
    id: `TokenTransfer:${hash}_${owner}_${index}`,
    tokenStandard: token.standard,
    asset: token,
    sender: direction === 'IN' ? counterparty : owner,
    recipient: direction === 'IN' ? owner : counterparty,
    quantity: quantityFromRaw(amount, token.decimals),
    direction,
    // A display figure, as the schema's Amount is: the exact amount stays in `quantity`.
    transactedValue: {
      id: `Amount:${hash}_${owner}_${index}`,
      currency: 'USD',
      value: Number(formatUnits(amount, token.decimals)) * dataset.usdPrice(token),
    },
  };
}

function topicAddress(topic: Hex | undefined): string {
  return topic && topic.length === 66 ? (`0x${topic.slice(26)}` as Address).toLowerCase() : zeroAddress;
}
