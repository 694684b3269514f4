import {
  type Address,
  BaseError,
  createPublicClient,
  erc20Abi,
  type Hex,
  hexToBigInt,
  http,
  type RpcLog,
  TimeoutError,
  toHex,
  webSocket,
} from 'viem';
import { CHAIN_OFF, type ChainEnv, chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { Dataset } from '../dataset/dataset.ts';
import {
  type AccountBlockTarget,
  accountActivitiesOf,
  accountChecker,
  balanceReader,
  readMinedBlock,
} from './accountBlocks.ts';
import type { AccountBalance, ChainActivity } from './chainActivity.ts';
import { createChainLedger, type Revision } from './chainLedger.ts';
import { blockCache, indexLogs, logQueue } from './chainLogs.ts';
import { headQueue } from './headQueue.ts';
import { INDEXED_EVENT_SELECTORS } from './indexedEvents.ts';
import { createPositionImageReader } from './positionImages.ts';
import { createPositionReader } from './positionReads.ts';
import { createProposalReader } from './proposalReads.ts';
import { KEEP_ALIVE_MS, keepSubscriptionsAlive } from './subscriptionKeepAlive.ts';
import { createTokenLaunchPhaseReader } from './tokenLaunchReads.ts';

/**
 * The indexer `npm run data-api` runs: on `CHAIN_RPC_URL` (default: the local chain on `CHAIN_PORT`),
 * or none when it is `off`.
 */
export function chainIndexerFromEnv(env: ChainEnv, dataset: Dataset): ChainIndexer | undefined {
  if (env.CHAIN_RPC_URL === CHAIN_OFF) return undefined;
  return startChainIndexer({ rpcUrl: chainRpcUrlFrom(env), dataset });
}

export interface ChainIndexerOptions {
  /** The chain's JSON-RPC URL (http or ws; both speak on one port): `chainRpcUrlFrom(process.env)`. */
  rpcUrl: string;
  /** The dataset the Data API serves: rows join its pools, values use its prices. */
  dataset: Dataset;
  /** Where the indexer says what it does: a line when the chain is missing, found or lost. */
  log?: (line: string) => void;
  /** Pause between attempts to reach a chain that is not up. */
  retryMs?: number;
  /** How often the node's subscriptions are renewed (`subscriptionKeepAlive.ts`). */
  keepAliveMs?: number;
}

export interface ChainIndexer extends ChainActivity {
  /** Resolves once the indexer has read the chain's whole history for the first time. */
  readonly caughtUp: Promise<void>;
  /** Resolves when the indexer stops for good: stopped, or given up on a chain that is not the local one. */
  readonly ended: Promise<void>;
  /** Closes the connection and stops retrying. */
  stop(): Promise<void>;
}

/**
 * Indexes the chain for the Data API: all past logs of the indexed events with one `eth_getLogs`, then
 * each new one as the node pushes it over a WebSocket `logs` subscription, with each log's sender and
 * block time. Besides, it follows every new block (a `newHeads` subscription, and each past block once
 * at start) for the accounts' own activity: each successful transaction's transfers, approvals, wraps
 * and ETH, per account, told at once to the subscriptions watching that account. Both node subscriptions
 * are renewed every minute (`subscriptionKeepAlive.ts`: Hardhat forgets them after five). While the
 * chain is down it retries quietly; each (re)connection reads from block 0 into a fresh ledger (the
 * chain may have restarted with another history) and swaps it in whole once read.
 */
export function startChainIndexer({
  rpcUrl,
  dataset,
  log = console.log,
  retryMs = 1000,
  keepAliveMs = KEEP_ALIVE_MS,
}: ChainIndexerOptions): ChainIndexer {
  const url = socketUrl(rpcUrl);
  const revision: Revision = { value: 0 };
  let ledger = createChainLedger(revision);
  let stopped = false;
  let closeSession: (() => void) | undefined;
  let wake: (() => void) | undefined;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });
  const watchers = new Map<string, Set<(activity: AssetActivityRecord) => void>>();
  const reader = createPublicClient({ transport: http(httpUrl(rpcUrl), { retryCount: 0 }) });
  const readPositions = createPositionReader(reader);
  const readPositionImage = createPositionImageReader(reader);
  const readProposals = createProposalReader(reader);
  const readTokenLaunchPhase = createTokenLaunchPhaseReader(reader);

  const run = async () => {
    // One line when no chain answers, one when it is lost; the retries in between are quiet.
    let announced = false;
    for (let session = 0; !stopped; session++) {
      try {
        await follow(session, () => {
          announced = true;
        });
        if (!stopped)
          log(`Chain indexer: lost the chain at ${url}; reconnecting (indexed rows stay meanwhile).`);
      } catch (error) {
        if (error instanceof NotTheLocalChainError) {
          log(`Chain indexer: ${error.message}; the Data API serves the dataset alone.`);
          return;
        }
        // A refused WebSocket says nothing more than that (an ErrorEvent without a message).
        if (!stopped && !announced) {
          log(
            `Chain indexer: no chain answers at ${url}; the Data API serves the dataset alone and indexes the chain once it is up.`,
          );
          announced = true;
        }
      }
      if (!stopped) await pause();
    }
  };
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One connection: subscribe, read the past, swap the ledger in, then follow until the socket closes. */
  const follow = async (session: number, onIndexed: () => void) => {
    const client = createPublicClient({
      // A key per session: viem shares socket clients by key and URL, and a dead one must not be reused.
      transport: webSocket(url, {
        key: `chain-indexer-${session}`,
        reconnect: false,
        keepAlive: false,
        retryCount: 0,
      }),
    });
    const { transport } = client;
    const rpc = await transport.getRpcClient();
    try {
      const chainId = await client.getChainId();
      if (chainId !== LOCAL_CHAIN_ID) throw new NotTheLocalChainError(url, chainId);
      const fresh = createChainLedger(revision);
      const blocks = blockCache(client);
      let endSession: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        endSession = resolve;
      });
      closeSession = endSession;
      // Stopped while connecting: this session ends as soon as it has begun.
      if (stopped) endSession();
      const queue = logQueue(
        (logs) => indexLogs(logs, { client, dataset, ledger: fresh, blocks }),
        (error) => {
          // A log that cannot be applied leaves the ledger behind the chain: read it all again.
          log(`Chain indexer: ${reason(error)}; reading the chain again.`);
          endSession();
        },
      );
      const accountTarget: AccountBlockTarget = {
        client,
        dataset,
        blocks,
        isAccount: accountChecker(client),
        balanceAt: balanceReader(client),
      };
      let announcing = false;
      const heads = headQueue(
        async (blockNumber) =>
          accountActivitiesOf(await readMinedBlock(accountTarget, blockNumber), accountTarget),
        (entries) => {
          for (const entry of entries) {
            fresh.addAccountActivity(entry);
            if (announcing) for (const listener of watchers.get(entry.owner) ?? []) listener(entry.record);
          }
        },
        (error) => {
          log(`Chain indexer: ${reason(error)}; reading the chain again.`);
          endSession();
        },
      );
      // Subscribed before the past is read, so no log or block falls between the two.
      const logsSubscription = await transport.subscribe({
        params: ['logs', { topics: [INDEXED_EVENT_SELECTORS] }],
        // The transport hands over the notification's params: `{ subscription, result }`.
        onData: (data) => queue.push(data.result as RpcLog),
        onError: () => endSession(),
      });
      const headsSubscription = await transport.subscribe({
        params: ['newHeads'],
        onData: (data) => heads.push(hexToBigInt((data.result as { number: Hex }).number)),
        onError: () => endSession(),
      });
      const stopRenewing = await keepSubscriptionsAlive(
        client,
        [logsSubscription.subscriptionId, headsSubscription.subscriptionId],
        () => {
          log(`Chain indexer: the node dropped its subscriptions; reading the chain again.`);
          endSession();
        },
        keepAliveMs,
      );
      const started = performance.now();
      const head = await client.getBlockNumber({ cacheTime: 0 });
      const anchor = await client.getBlock({ blockNumber: head });
      const past = await client.request({
        method: 'eth_getLogs',
        params: [{ fromBlock: '0x0', toBlock: toHex(head), topics: [INDEXED_EVENT_SELECTORS] }],
      });
      await queue.backfill(past, head);
      await heads.backfill(head);
      ledger = fresh;
      revision.value++;
      announcing = true;
      heads.goLive();
      onIndexed();
      log(
        `Chain indexer: ${fresh.transactionCount} transactions of the dataset's pools and ${fresh.accountCount} accounts in blocks 0–${head} indexed in ${Math.round(performance.now() - started)} ms; following ${url} live.`,
      );
      markCaughtUp();
      const watch = watchSameChain(rpcUrl, anchor, heads.highest, endSession, retryMs);
      await ended;
      clearInterval(watch);
      stopRenewing();
    } finally {
      closeSession = undefined;
      rpc.close();
    }
  };

  const running = run();
  return {
    get version() {
      return revision.value;
    },
    transactions: (inScope, page) => ledger.activity.transactions(inScope, page),
    poolState: (pool) => ledger.activity.poolState(pool),
    accountActivities: (owner) => ledger.activity.accountActivities(owner),
    accountBalances(owner) {
      const tokens = ledger.accountTokens(owner);
      return tokens && readBalances(reader, owner, tokens);
    },
    positionsOf(owner) {
      const { positions } = ledger;
      return readPositions(
        positions,
        positions.positionsOf(owner).map((ref) => ({ ...ref, owner })),
      );
    },
    async position(ref, owner) {
      const { positions } = ledger;
      const holder = positions.ownerOf(ref, owner);
      if (holder === undefined) return undefined;
      const [position] = await readPositions(positions, [{ ...ref, owner: holder }]);
      return position;
    },
    positionImage: readPositionImage,
    proposals: () => readProposals(ledger.governance.proposals()),
    async proposal(governorIndex, id) {
      const proposal = ledger.governance.proposal(governorIndex, id);
      return proposal && (await readProposals([proposal]))[0];
    },
    tokenLaunchPhase: readTokenLaunchPhase,
    watchAccounts(owners, listener) {
      for (const owner of owners) {
        const listeners = watchers.get(owner) ?? new Set();
        listeners.add(listener);
        watchers.set(owner, listeners);
      }
      return () => {
        for (const owner of owners) {
          const listeners = watchers.get(owner);
          listeners?.delete(listener);
          if (listeners?.size === 0) watchers.delete(owner);
        }
      };
    },
    caughtUp,
    ended: running,
    async stop() {
      stopped = true;
      closeSession?.();
      wake?.();
      await running;
    },
  };
}

/** ETH and the given tokens' balances of an account, all at the node's newest block. */
async function readBalances(
  client: ReturnType<typeof createPublicClient>,
  owner: string,
  tokens: ReadonlySet<string>,
): Promise<readonly AccountBalance[]> {
  const block = await client.getBlock();
  const at = { blockNumber: block.number, blockTimestamp: Number(block.timestamp) };
  const address = owner as Address;
  const [eth, ...held] = await Promise.all([
    client.getBalance({ address, blockNumber: block.number }),
    ...[...tokens].map((token) =>
      client.readContract({
        address: token as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
        blockNumber: block.number,
      }),
    ),
  ]);
  return [
    { token: null, amount: eth as bigint, ...at },
    ...[...tokens].map((token, index) => ({ token, amount: held[index] as bigint, ...at })),
  ];
}

/**
 * The embedded Data API indexes the local chain only: against a real network the product uses the
 * hosted Data API, and reading a real chain's history from block 0 is not this indexer's job.
 */
class NotTheLocalChainError extends Error {
  constructor(url: string, chainId: number) {
    super(`${url} is chain ${chainId}, not the local chain (${LOCAL_CHAIN_ID}): not indexed`);
    this.name = 'NotTheLocalChainError';
  }
}

/**
 * A node stopped in process may keep serving the WebSockets already open while a new node takes its
 * port: the socket then never closes, yet the chain behind the URL is another. So, besides the socket,
 * a plain request asks the URL now and then for the block the session started from and for the newest
 * block number. The chain is another, or went back, when that block is gone or another (a restart:
 * every block of a chain with another genesis is another), or when the newest block is lower than a
 * head the session already read (a revert to a snapshot, or a restart whose history is the same up to
 * the session's start): the session ends and the indexer reads the chain again, into a fresh ledger
 * that drops what only the old history held. Nothing answering ends it too; an answer that is only
 * slow says the node is busy, not gone (many traders at once keep it busy for seconds): the session
 * goes on, and no second question is asked on top of one still out.
 */
function watchSameChain(
  rpcUrl: string,
  anchor: { number: bigint; hash: Hex },
  highestHead: () => bigint,
  onChanged: () => void,
  everyMs: number,
): ReturnType<typeof setInterval> {
  const probe = createPublicClient({ transport: http(httpUrl(rpcUrl), { retryCount: 0, timeout: everyMs }) });
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    const seen = highestHead();
    Promise.all([probe.getBlock({ blockNumber: anchor.number }), probe.getBlockNumber({ cacheTime: 0 })])
      .then(([block, head]) => (block.hash !== anchor.hash || head < seen) && onChanged())
      .catch((error: unknown) => {
        if (!isTimeout(error)) onChanged();
      })
      .finally(() => {
        asking = false;
      });
  }, everyMs);
  timer.unref();
  return timer;
}

function isTimeout(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof TimeoutError) !== null;
}

/** The WebSocket URL of a JSON-RPC endpoint: the local node serves HTTP and WebSocket on one port. */
export function socketUrl(rpcUrl: string): string {
  return rpcUrl.replace(/^http(s?):/, 'ws$1:');
}

function httpUrl(rpcUrl: string): string {
  return rpcUrl.replace(/^ws(s?):/, 'http$1:');
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unreadable log';
}
