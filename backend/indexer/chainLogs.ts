import { type Block, type Hex, hexToBigInt, hexToNumber, type PublicClient, type RpcLog } from 'viem';
import type { Dataset } from '../dataset/dataset.ts';
import type { PoolRecord } from '../dataset/pools.ts';
import type { ChainLedger } from './chainLedger.ts';
import { applyGovernanceLog } from './governanceActivity.ts';
import { applyPoolLog, type ChainLog } from './poolActivity.ts';
import { readPoolState } from './poolState.ts';
import { applyPositionLog } from './positionActivity.ts';

export interface IndexTarget {
  client: PublicClient;
  dataset: Dataset;
  ledger: ChainLedger;
  blocks: (blockNumber: bigint) => Promise<Block<bigint, true>>;
}

/**
 * Logs are applied one batch at a time, in chain order: the past first, then whatever arrived live
 * meanwhile (minus what the past already held), then each live log as it comes. Live logs that arrive
 * while a batch is being applied form the next batch.
 */
export function logQueue(apply: (logs: RpcLog[]) => Promise<void>, onFailure: (error: unknown) => void) {
  let waiting: RpcLog[] = [];
  let busy = false;
  let live = false;
  const drain = async () => {
    if (busy) return;
    busy = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting;
        waiting = [];
        await apply(batch);
      }
    } catch (error) {
      onFailure(error);
    } finally {
      busy = false;
    }
  };
  return {
    push(log: RpcLog) {
      waiting.push(log);
      if (live) void drain();
    },
    async backfill(past: RpcLog[], head: bigint) {
      await apply(past);
      waiting = waiting.filter((log) => log.blockNumber !== null && hexToBigInt(log.blockNumber) > head);
      live = true;
      await drain();
    },
  };
}

/**
 * Applies a batch of logs to the ledger (pool activity, and who holds which position), then reads the
 * state of every pool they touched.
 */
export async function indexLogs(logs: RpcLog[], target: IndexTarget): Promise<void> {
  const placed = await Promise.all(logs.filter((log) => !log.removed).map((log) => placeLog(log, target)));
  const touched = new Map<string, PoolRecord>();
  let latest = 0n;
  for (const log of placed) {
    if (!log) continue;
    applyPositionLog(log, target.ledger.positions);
    applyGovernanceLog(log, target.ledger.governance);
    const pool = applyPoolLog(log, target);
    if (pool) touched.set(pool.id, pool);
    if (log.blockNumber > latest) latest = log.blockNumber;
  }
  await Promise.all(
    [...touched.values()].map(async (pool) => {
      const state = await readPoolState(target.client, pool, target.ledger, latest);
      if (state) target.ledger.setPoolState(pool, state);
    }),
  );
}

/** A raw log with its block's time and its transaction's sender (logs carry neither). */
async function placeLog(log: RpcLog, { blocks }: IndexTarget): Promise<ChainLog | undefined> {
  if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) return undefined;
  const blockNumber = hexToBigInt(log.blockNumber);
  const block = await blocks(blockNumber);
  const transaction = block.transactions.find((candidate) => candidate.hash === log.transactionHash);
  if (!transaction) return undefined;
  return {
    address: log.address,
    topics: log.topics as Hex[],
    data: log.data,
    blockNumber,
    logIndex: hexToNumber(log.logIndex),
    transactionHash: log.transactionHash,
    timestamp: Number(block.timestamp),
    sender: transaction.from,
  };
}

/** Blocks with their transactions, fetched once each (a swap's logs all share one block). */
export function blockCache(client: PublicClient) {
  const blocks = new Map<bigint, Promise<Block<bigint, true>>>();
  return (blockNumber: bigint) => {
    let block = blocks.get(blockNumber);
    if (!block) {
      block = client.getBlock({ blockNumber, includeTransactions: true });
      blocks.set(blockNumber, block);
      // Only recent blocks are asked again; keep the cache small.
      if (blocks.size > 256) blocks.delete(blocks.keys().next().value as bigint);
    }
    return block;
  };
}
