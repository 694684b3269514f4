import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import { createPublicClient, type Hex, http, parseUnits, toHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../chain/startLocalChain.ts';
import { createTradingAccount } from '../chain/tradingAccount.fixture.ts';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { freeLoopbackPort } from '../scripts/site.ts';
import { listenAsBusyChain } from './busyChain.fixture.ts';
import { createDataset } from './dataset/dataset.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import type { PoolRecord } from './dataset/pools.ts';
import { type ChainIndexer, chainIndexerFromEnv, startChainIndexer } from './indexer/chainIndexer.ts';
import { queryDataApi } from './queryDataApi.ts';
import { listenAsSilentChain } from './silentChain.fixture.ts';
import { createDataApi } from './yoga.ts';

const { USDC } = WELL_KNOWN_TOKENS;
const USDC_WETH_005 = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640';
const clock = () => Date.parse('2026-11-22T12:00:00Z');

/** Lists and pool figures the indexer could change, for a pool the local chain seeds. */
const CHAIN_FACING_QUERY = `{
  v3Transactions(chain: ETHEREUM, first: 30) { id hash account timestamp token0Quantity usdValue { value } }
  v3Pool(chain: ETHEREUM, address: "${USDC_WETH_005}") {
    totalLiquidity { value } token0Supply token1Supply priceHistory(duration: DAY) { token0Price }
    transactions(first: 30) { id timestamp }
  }
  token(chain: ETHEREUM, address: "${USDC.toLowerCase()}") { v3Transactions(first: 30) { id } v4Transactions(first: 30) { id } }
}`;

/** Hardhat's snapshots, over plain JSON-RPC. */
type EvmSnapshot = { Method: 'evm_snapshot'; Parameters: []; ReturnType: Hex };
type EvmRevert = { Method: 'evm_revert'; Parameters: [Hex]; ReturnType: boolean };

/** `eth_unsubscribe` over plain JSON-RPC: viem's public schema has it for sockets only. */
type EthUnsubscribe = { Method: 'eth_unsubscribe'; Parameters: [Hex]; ReturnType: boolean };

const stopping: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopping.splice(0).reverse()) await stop();
});

describe('the Data API without a chain', { timeout: 30_000 }, () => {
  it('CHAIN_RPC_URL=off starts no indexer at all', () => {
    expect(chainIndexerFromEnv({ CHAIN_RPC_URL: 'off' }, createDataset())).toBeUndefined();
  });

  it('with its chain down, answers byte for byte as without one, and says so in one line', async () => {
    const lines: string[] = [];
    const dataset = createDataset();
    const silentChain = await listenAsSilentChain();
    stopping.push(() => silentChain.close());
    const indexer = startChainIndexer({
      rpcUrl: `http://127.0.0.1:${silentChain.port}`,
      dataset,
      log: (line) => lines.push(line),
      retryMs: 50,
    });
    stopping.push(() => indexer.stop());
    await until(() => silentChain.attempts() >= 5);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /no chain answers at ws:\/\/127\.0\.0\.1:\d+; the Data API serves the dataset alone/,
    );
    const withDownChain = await queryDataApi(
      createDataApi({ dataset, chain: indexer, clock }),
      CHAIN_FACING_QUERY,
    );
    const withoutChain = await queryDataApi(createDataApi({ clock }), CHAIN_FACING_QUERY);
    expect(withoutChain.errors).toBeUndefined();
    expect(withDownChain.body).toBe(withoutChain.body);
  });
});

describe('the indexer follows the local chain only', () => {
  it('leaves another chain alone, and says so once', async () => {
    // A real node with mainnet's chain id, as a CHAIN_RPC_URL pointed at a real network would reach.
    const hre = await createHardhatRuntimeEnvironment({
      networks: { other: { type: 'edr-simulated', chainId: 1, hardfork: 'cancun' } },
    });
    const server = await hre.network.createServer('other', '127.0.0.1', 0);
    const { port } = await server.listen();
    stopping.push(() => server.close());
    const lines: string[] = [];
    const indexer = startChainIndexer({
      rpcUrl: `http://127.0.0.1:${port}`,
      dataset: createDataset(),
      log: (line) => lines.push(line),
      retryMs: 50,
    });
    stopping.push(() => indexer.stop());
    // It gives up on a chain that is not the local one: nothing is retried, so nothing more is said.
    await indexer.ended;
    expect(lines).toEqual([
      `Chain indexer: ws://127.0.0.1:${port} is chain 1, not the local chain (31337): not indexed; the Data API serves the dataset alone.`,
    ]);
    expect(indexer.version).toBe(0);
  });

  it('connects when the chain comes up, and reads it afresh when it restarts on its port', async () => {
    const port = await freeLoopbackPort();
    const rpcUrl = `http://127.0.0.1:${port}`;
    const market = localChainMarket();
    const pool = market.pools.find((candidate) => candidate.address === USDC_WETH_005) as PoolRecord;
    const lines: string[] = [];
    const indexer = startChainIndexer({
      rpcUrl,
      dataset: market.dataset,
      log: (line) => lines.push(line),
      retryMs: 100,
    });
    stopping.push(() => indexer.stop());
    await until(() => lines.length === 1, lines);
    expect(lines[0]).toMatch(/no chain answers/);

    let chain: LocalChain = await startLocalChain({ port, seed: market });
    stopping.push(() => chain.stop());
    await until(() => indexer.poolState(pool) !== undefined, lines);
    const first = await (await createTradingAccount(rpcUrl)).swapV3(parseUnits('1', 18), 500);
    await until(() => hashes(indexer).includes(first.transactionHash), lines);

    await chain.stop();
    await until(() => lines.some((line) => /lost the chain/.test(line)), lines);
    chain = await startLocalChain({ port, seed: market });
    // The restarted chain has its own history: the first swap is gone, a new one shows.
    await until(
      () => indexer.poolState(pool) !== undefined && !hashes(indexer).includes(first.transactionHash),
      lines,
      // Set-up of the new chain and a full re-read, on a machine busy with the other suites.
      60_000,
    );
    const second = await (await createTradingAccount(rpcUrl)).swapV3(parseUnits('2', 18), 500);
    await until(() => hashes(indexer).includes(second.transactionHash), lines);
    expect(lines.filter((line) => /no chain answers/.test(line))).toHaveLength(1);
  }, 120_000);

  it('drops the rows of blocks the chain went back on, its first block unchanged (a revert to a snapshot)', async () => {
    const market = localChainMarket();
    const chain = await startLocalChain({ port: 0, seed: market });
    stopping.push(() => chain.stop());
    const lines: string[] = [];
    const indexer = startChainIndexer({
      rpcUrl: chain.url,
      dataset: market.dataset,
      log: (line) => lines.push(line),
      retryMs: 100,
    });
    stopping.push(() => indexer.stop());
    await indexer.caughtUp;
    const node = createPublicClient({ transport: http(chain.url) });
    const snapshot = await node.request<EvmSnapshot>({ method: 'evm_snapshot', params: [] });
    const trader = await createTradingAccount(chain.url);
    const kept = await trader.swapV3(parseUnits('1', 18), 500);
    await until(() => hashes(indexer).includes(kept.transactionHash), lines);
    // Back to the block the session started from: every block it read up to there is still the same.
    expect(await node.request<EvmRevert>({ method: 'evm_revert', params: [snapshot] })).toBe(true);
    await until(() => !hashes(indexer).includes(kept.transactionHash), lines);
    expect(lines.some((line) => /lost the chain/.test(line))).toBe(true);
    // And it follows the history the chain goes on with.
    const next = await (await createTradingAccount(chain.url)).swapV3(parseUnits('2', 18), 500);
    await until(() => hashes(indexer).includes(next.transactionHash), lines);
  }, 120_000);

  it('follows on when the node drops its subscriptions (Hardhat forgets them after five minutes)', async () => {
    const market = localChainMarket();
    const chain = await startLocalChain({ port: 0, seed: market });
    stopping.push(() => chain.stop());
    const lines: string[] = [];
    const indexer = startChainIndexer({
      rpcUrl: chain.url,
      dataset: market.dataset,
      log: (line) => lines.push(line),
      keepAliveMs: 100,
    });
    stopping.push(() => indexer.stop());
    await indexer.caughtUp;
    // What the node does when a subscription's filter deadline passes: it forgets it, silently.
    const node = createPublicClient({ transport: http(chain.url) });
    const dropped = await Promise.all(
      Array.from({ length: 16 }, (_, id) =>
        node.request<EthUnsubscribe>({ method: 'eth_unsubscribe', params: [toHex(id)] }),
      ),
    );
    expect(dropped.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    const swap = await (await createTradingAccount(chain.url)).swapV3(parseUnits('1', 18), 500);
    await until(() => hashes(indexer).includes(swap.transactionHash), lines);
    expect(lines.some((line) => /dropped its subscriptions/.test(line))).toBe(true);
  }, 120_000);
});

describe('a busy node is not a lost chain', () => {
  it('follows on, without reading the chain again, while the node is too busy to answer its check in time', async () => {
    const market = localChainMarket();
    const chain = await startLocalChain({ port: 0, seed: market });
    stopping.push(() => chain.stop());
    const busy = await listenAsBusyChain(chain.url);
    stopping.push(() => busy.close());
    const lines: string[] = [];
    const indexer = startChainIndexer({
      rpcUrl: busy.url,
      dataset: market.dataset,
      log: (line) => lines.push(line),
      retryMs: 50,
    });
    stopping.push(() => indexer.stop());
    await indexer.caughtUp;
    // Many traders at once keep a small machine's node this busy for seconds at a time.
    await until(() => busy.abandoned() >= 5, lines);
    const swap = await (await createTradingAccount(chain.url)).swapV3(parseUnits('1', 18), 500);
    await until(() => hashes(indexer).includes(swap.transactionHash), lines);
    expect(lines.filter((line) => /lost the chain|reading the chain again/.test(line))).toEqual([]);
    expect(lines).toHaveLength(1);
  }, 120_000);
});

function hashes(indexer: ChainIndexer): string[] {
  return indexer.transactions(() => true, { asOf: 0, first: 1000 }).map((row) => row.hash);
}

/** Waits for a condition; a timeout names what the indexer said meanwhile, which is how to tell why. */
async function until(
  condition: () => boolean,
  said: readonly string[] = [],
  boundMs = 30_000,
): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > boundMs)
      throw new Error(`not within ${boundMs} ms; the indexer said:\n${said.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
