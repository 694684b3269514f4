import type { Address, Block, Hex, PublicClient } from 'viem';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { Dataset } from '../dataset/dataset.ts';
import {
  accountActivity,
  type MinedBlock,
  type MinedTransaction,
  transactionParties,
} from './accountActivity.ts';

export interface AccountBlockTarget {
  client: PublicClient;
  dataset: Dataset;
  blocks: (blockNumber: bigint) => Promise<Block<bigint, true>>;
  /** Whether an address is an account (no code): contracts get no activity of their own. */
  isAccount: (address: string, blockNumber: bigint) => Promise<boolean>;
  /** An address's ETH balance at the end of a block (`balanceReader`). */
  balanceAt: (address: string, blockNumber: bigint) => Promise<bigint>;
}

export interface AccountActivityEntry {
  owner: string;
  record: AssetActivityRecord;
  /** The dataset tokens whose balance the activity may have changed (the account's holdings to read). */
  tokens: readonly string[];
}

/** A block with every transaction's receipt (the node has no `eth_getBlockReceipts`: one call each). */
export async function readMinedBlock(target: AccountBlockTarget, blockNumber: bigint): Promise<MinedBlock> {
  const block = await target.blocks(blockNumber);
  // What a sender's activity needs besides the receipt is asked for beside it, not after it: whether
  // the sender is an account, and its balance around the block. A busy node (many traders at once)
  // takes long over each round trip, and every one saved brings the activity that much sooner.
  for (const { from } of block.transactions) {
    const sender = from.toLowerCase();
    // A failure is met where the answer is awaited.
    for (const asked of [
      target.isAccount(sender, blockNumber),
      target.balanceAt(sender, blockNumber - 1n),
      target.balanceAt(sender, blockNumber),
    ])
      asked.catch(() => {});
  }
  const transactions = await Promise.all(
    block.transactions.map(async (transaction): Promise<MinedTransaction> => {
      const receipt = await target.client.getTransactionReceipt({ hash: transaction.hash });
      return {
        hash: transaction.hash,
        from: transaction.from.toLowerCase(),
        to: transaction.to?.toLowerCase() ?? null,
        value: transaction.value,
        nonce: transaction.nonce,
        succeeded: receipt.status === 'success',
        fee: receipt.gasUsed * receipt.effectiveGasPrice,
        logs: receipt.logs.map((log) => ({
          address: log.address.toLowerCase(),
          topics: log.topics as Hex[],
          data: log.data,
          logIndex: log.logIndex,
        })),
      };
    }),
  );
  return { number: blockNumber, timestamp: Number(block.timestamp), transactions };
}

/**
 * The activities a block brings to the accounts it touched, one per account and transaction. An
 * account's ETH change comes from its balance before and after the block (plus the gas it paid), since
 * ETH a contract sends back (a swap to ETH, a refund) leaves no log; when one account has several
 * transactions in the block, the split between them is unknowable that way, so each counts only the
 * ETH it carried itself.
 */
export async function accountActivitiesOf(
  block: MinedBlock,
  target: AccountBlockTarget,
): Promise<AccountActivityEntry[]> {
  const partiesOf = block.transactions.map((transaction) => transactionParties(transaction, target.dataset));
  const involvement = new Map<string, number>();
  for (const parties of partiesOf)
    for (const party of parties) involvement.set(party, (involvement.get(party) ?? 0) + 1);
  const accounts = new Set<string>();
  await Promise.all(
    [...involvement.keys()].map(async (party) => {
      if (await target.isAccount(party, block.number)) accounts.add(party);
    }),
  );
  const balanceChange = new Map<string, bigint>();
  await Promise.all(
    [...accounts]
      .filter((account) => involvement.get(account) === 1)
      .map(async (account) => {
        const [before, after] = await Promise.all([
          target.balanceAt(account, block.number - 1n),
          target.balanceAt(account, block.number),
        ]);
        balanceChange.set(account, after - before);
      }),
  );
  const entries: AccountActivityEntry[] = [];
  block.transactions.forEach((transaction, index) => {
    for (const owner of partiesOf[index] ?? []) {
      if (!accounts.has(owner)) continue;
      const paid = transaction.from === owner ? transaction.fee : 0n;
      const carried =
        (transaction.to === owner ? transaction.value : 0n) -
        (transaction.from === owner ? transaction.value : 0n);
      const change = balanceChange.get(owner);
      const ethChange = change === undefined ? carried : change + paid;
      const record = accountActivity(owner, transaction, block, ethChange, target.dataset);
      if (!record) continue;
      const tokens = record.assetChanges.flatMap((assetChange) => {
        const asset = assetChange.asset as { address?: string | null } | undefined;
        return assetChange.__typename === 'TokenTransfer' && asset?.address ? [asset.address] : [];
      });
      entries.push({ owner, record, tokens });
    }
  });
  return entries;
}

/** Addresses with code are contracts; the answer is kept (a bounded memo: the chain has few parties). */
export function accountChecker(client: PublicClient) {
  const known = new Map<string, Promise<boolean>>();
  return (address: string, blockNumber: bigint): Promise<boolean> => {
    let answer = known.get(address);
    if (!answer) {
      answer = client
        .getCode({ address: address as Address, blockNumber })
        .then((code) => code === undefined || code === '0x');
      if (known.size > 10_000) known.clear();
      known.set(address, answer);
    }
    return answer;
  };
}

/** ETH balances by address and block, each read once (a bounded memo: only recent blocks are asked). */
export function balanceReader(client: PublicClient) {
  const known = new Map<string, Promise<bigint>>();
  return (address: string, blockNumber: bigint): Promise<bigint> => {
    const key = `${address}@${blockNumber}`;
    let balance = known.get(key);
    if (!balance) {
      balance = client.getBalance({ address: address as Address, blockNumber });
      known.set(key, balance);
      if (known.size > 1024) known.delete(known.keys().next().value as string);
    }
    return balance;
  };
}
