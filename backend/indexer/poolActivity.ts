import {
  AbiDecodingDataSizeTooSmallError,
  type Address,
  DecodeLogDataMismatch,
  DecodeLogTopicsMismatch,
  decodeEventLog,
  formatUnits,
  type Hex,
  toEventSelector,
} from 'viem';
import {
  erc20TransferEventAbi,
  v2PairEventsAbi,
  v3PoolEventsAbi,
  v4PoolManagerEventsAbi,
} from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { PoolRecord, ProtocolVersion } from '../dataset/pools.ts';
import type { PoolTransactionRecord } from '../dataset/poolTransactions.ts';
import { quantityFromRaw } from '../dataset/tokenQuantity.ts';
import type { ChainLedger } from './chainLedger.ts';
import { INDEXED_CHAIN } from './indexedChain.ts';
import { positionAmounts } from './positionAmounts.ts';

/** A log as `eth_getLogs` and the `logs` subscription deliver it, with its block's time and its sender. */
export interface ChainLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  blockNumber: bigint;
  logIndex: number;
  transactionHash: Hex;
  /** Unix seconds of the log's block. */
  timestamp: number;
  /** The transaction's sender (`from`), the account the Data API reports. */
  sender: Address;
}

export interface PoolActivityTarget {
  dataset: Dataset;
  ledger: ChainLedger;
}

const selectorsOf = (abi: readonly Parameters<typeof toEventSelector>[0][]) =>
  new Set<Hex>(abi.map((event) => toEventSelector(event)));
const V2_SELECTORS = selectorsOf(v2PairEventsAbi);
const V3_SELECTORS = selectorsOf(v3PoolEventsAbi);
const V4_SELECTORS = selectorsOf(v4PoolManagerEventsAbi);
const TRANSFER = toEventSelector(erc20TransferEventAbi[0]);
const POOL_MANAGER = PROTOCOL_ADDRESSES.v4PoolManager.toLowerCase();

/**
 * Applies one log to the ledger: a swap, an add or a remove of a pool the dataset knows becomes a
 * transaction row; anything that moves a pool's tokens marks the pool for a state read. Returns the
 * pool whose state changed, if any. Logs of pools the dataset does not know are skipped: the Data API
 * could not name their tokens.
 */
export function applyPoolLog(log: ChainLog, target: PoolActivityTarget): PoolRecord | undefined {
  const [selector] = log.topics;
  if (!selector) return undefined;
  const address = log.address.toLowerCase();
  try {
    if (address === POOL_MANAGER && V4_SELECTORS.has(selector)) return applyV4Log(log, target);
    if (V3_SELECTORS.has(selector)) return applyV3Log(log, target);
    if (V2_SELECTORS.has(selector)) return applyV2Log(log, target);
  } catch (error) {
    // Another contract's event under the same signature but another layout: not a pool's, skip it.
    const foreign =
      error instanceof AbiDecodingDataSizeTooSmallError ||
      error instanceof DecodeLogDataMismatch ||
      error instanceof DecodeLogTopicsMismatch;
    if (foreign) return undefined;
    throw error;
  }
  if (selector === TRANSFER) return transferredPool(log, target.dataset);
  return undefined;
}

function applyV2Log(log: ChainLog, target: PoolActivityTarget): PoolRecord | undefined {
  const pool = knownPool(target.dataset, 'V2', log.address);
  if (!pool) return undefined;
  const event = decodeEventLog({ abi: v2PairEventsAbi, topics: asTopics(log.topics), data: log.data });
  switch (event.eventName) {
    case 'Swap': {
      // The pair reports what came in and what went out; the pool's delta is their difference.
      const { amount0In, amount0Out, amount1In, amount1Out } = event.args;
      record(target, log, pool, 'SWAP', amount0In - amount0Out, amount1In - amount1Out);
      break;
    }
    case 'Mint':
      record(target, log, pool, 'ADD', event.args.amount0, event.args.amount1);
      break;
    case 'Burn':
      record(target, log, pool, 'REMOVE', -event.args.amount0, -event.args.amount1);
      break;
  }
  return pool;
}

function applyV3Log(log: ChainLog, target: PoolActivityTarget): PoolRecord | undefined {
  const pool = knownPool(target.dataset, 'V3', log.address);
  if (!pool) return undefined;
  const event = decodeEventLog({ abi: v3PoolEventsAbi, topics: asTopics(log.topics), data: log.data });
  switch (event.eventName) {
    case 'Swap':
      // A V3 pool reports its own deltas: positive is what it received.
      record(target, log, pool, 'SWAP', event.args.amount0, event.args.amount1);
      break;
    case 'Mint':
      if (event.args.amount > 0n) record(target, log, pool, 'ADD', event.args.amount0, event.args.amount1);
      break;
    case 'Burn':
      // Collecting fees pokes the position with a zero burn: no liquidity moves, no row.
      if (event.args.amount > 0n)
        record(target, log, pool, 'REMOVE', -event.args.amount0, -event.args.amount1);
      break;
  }
  return pool;
}

function applyV4Log(log: ChainLog, target: PoolActivityTarget): PoolRecord | undefined {
  const event = decodeEventLog({ abi: v4PoolManagerEventsAbi, topics: asTopics(log.topics), data: log.data });
  const poolId = event.args.id.toLowerCase();
  const { ledger } = target;
  switch (event.eventName) {
    case 'Initialize':
      ledger.setV4Price(poolId, event.args.sqrtPriceX96);
      break;
    case 'Swap':
      ledger.setV4Price(poolId, event.args.sqrtPriceX96);
      break;
    case 'ModifyLiquidity': {
      const { tickLower, tickUpper, liquidityDelta } = event.args;
      ledger.addV4Liquidity(poolId, tickLower, tickUpper, liquidityDelta);
      break;
    }
  }
  const pool = knownPool(target.dataset, 'V4', poolId);
  if (!pool) return undefined;
  if (event.eventName === 'Swap') {
    // A V4 Swap reports the swapper's side (negative is what the swapper paid): the pool's is the opposite.
    record(target, log, pool, 'SWAP', -event.args.amount0, -event.args.amount1);
  } else if (event.eventName === 'ModifyLiquidity' && event.args.liquidityDelta !== 0n) {
    const { tickLower, tickUpper, liquidityDelta } = event.args;
    const sqrtPriceX96 = ledger.v4Price(poolId);
    if (sqrtPriceX96 === undefined) return pool;
    const adding = liquidityDelta > 0n;
    const amounts = positionAmounts(
      adding ? liquidityDelta : -liquidityDelta,
      tickLower,
      tickUpper,
      sqrtPriceX96,
    );
    const sign = adding ? 1n : -1n;
    record(target, log, pool, adding ? 'ADD' : 'REMOVE', sign * amounts.amount0, sign * amounts.amount1);
  }
  return pool;
}

/** A token transfer into or out of a V2 pair or a V3 pool changes what the pool holds. */
function transferredPool(log: ChainLog, dataset: Dataset): PoolRecord | undefined {
  const [, from, to] = log.topics;
  for (const topic of [from, to]) {
    if (topic?.length !== 66) continue;
    const address = `0x${topic.slice(26)}`;
    const pool = knownPool(dataset, 'V3', address) ?? knownPool(dataset, 'V2', address);
    if (pool) return pool;
  }
  return undefined;
}

function record(
  { ledger, dataset }: PoolActivityTarget,
  log: ChainLog,
  pool: PoolRecord,
  type: PoolTransactionRecord['type'],
  delta0: bigint,
  delta1: bigint,
): void {
  const value0 = Math.abs(Number(formatUnits(delta0, pool.token0.decimals))) * dataset.usdPrice(pool.token0);
  const value1 = Math.abs(Number(formatUnits(delta1, pool.token1.decimals))) * dataset.usdPrice(pool.token1);
  const hash = log.transactionHash.toLowerCase();
  ledger.addTransaction({
    // One transaction can touch a pool more than once (a mint then a swap): the log index keeps ids apart.
    id: `PoolTransaction:${pool.chain}_${hash}_${pool.address}_${log.logIndex}`,
    chain: pool.chain,
    version: pool.version,
    pool,
    type,
    hash,
    timestamp: log.timestamp,
    // A swap's value is the mean of its two sides (they differ by the fee and the price impact);
    // liquidity moves both tokens, so its value is their sum.
    usdValue: type === 'SWAP' ? (value0 + value1) / 2 : value0 + value1,
    account: log.sender.toLowerCase(),
    token0Quantity: quantityFromRaw(delta0, pool.token0.decimals),
    token1Quantity: quantityFromRaw(delta1, pool.token1.decimals),
  });
}

function knownPool(dataset: Dataset, version: ProtocolVersion, address: string): PoolRecord | undefined {
  return dataset.pool(INDEXED_CHAIN, version, address);
}

function asTopics(topics: Hex[]): [Hex, ...Hex[]] {
  return topics as [Hex, ...Hex[]];
}
