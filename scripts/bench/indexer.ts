import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DocumentNode, print } from 'graphql';
import { parseUnits, type TransactionReceipt } from 'viem';
import { createDataset } from '../../backend/dataset/dataset.ts';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { startChainIndexer } from '../../backend/indexer/chainIndexer.ts';
import { createDataApi } from '../../backend/yoga.ts';
import { startLocalChain } from '../../chain/startLocalChain.ts';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import {
  V2PairTransactions,
  V3PoolTransactions,
  V4PoolTransactions,
} from '../../data/operations/poolTransactions.ts';
import { percentile, round } from './percentile.ts';

const SWAPS = 20;
const BACKFILLS = 5;
const POLL_MS = 2;

/**
 * `npm run bench indexer`: a local chain (on a free port) and the Data API over loopback HTTP with
 * its indexer. Prints the backfill time (indexer start to caught up with the seeded chain) and, per
 * protocol version, the delay from a swap's receipt to its row in the pool's transactions as the app
 * asks for them (polled every 2 ms, after one uncounted warm-up swap). Figures only, never pass/fail.
 */
export default async function benchIndexer(): Promise<void> {
  const market = localChainMarket();
  const chain = await startLocalChain({ port: 0, seed: market });
  console.log(`local chain ready in ${Math.round(chain.readyAfterMs)} ms at ${chain.url}`);
  try {
    const backfills: number[] = [];
    let blocks = 0n;
    for (let run = 0; run < BACKFILLS; run++) {
      const lines: string[] = [];
      // The dataset builds its pools on first use; the Data API does that at start, not on the first log.
      const dataset = createDataset();
      dataset.pools('ETHEREUM');
      const started = performance.now();
      const indexer = startChainIndexer({ rpcUrl: chain.url, dataset, log: (line) => lines.push(line) });
      await indexer.caughtUp;
      backfills.push(performance.now() - started);
      blocks = BigInt(lines.at(-1)?.match(/blocks 0–(\d+)/)?.[1] ?? 0);
      await indexer.stop();
    }
    backfills.sort((a, b) => a - b);
    console.table([
      {
        figure: `backfill: start to caught up (${blocks + 1n} blocks, ${market.pools.length} seeded pools)`,
        'p50 ms': round(percentile(backfills, 50)),
        'max ms': round(backfills.at(-1) ?? Number.NaN),
      },
    ]);

    const dataset = market.dataset;
    const indexer = startChainIndexer({ rpcUrl: chain.url, dataset, log: () => {} });
    await indexer.caughtUp;
    const server = createServer(createDataApi({ dataset, chain: indexer }));
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const trader = await createTradingAccount(chain.url);
    const pool = (predicate: (pool: PoolRecord) => boolean) => market.pools.find(predicate) as PoolRecord;
    const v3 = pool(
      (p) =>
        p.version === 'V3' && p.feeTier === 500 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
    );
    const v2 = pool((p) => p.version === 'V2' && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH');
    const v4 = pool(
      (p) => p.version === 'V4' && p.token0.standard === 'NATIVE' && p.token1.symbol === 'USDC',
    );
    const rows = [];
    for (const [name, operation, variables, key, swap] of [
      [
        'V3 swap → V3PoolTransactions',
        V3PoolTransactions,
        { address: v3.address },
        'v3Pool',
        () => trader.swapV3(parseUnits('0.1', 18), 500),
      ],
      [
        'V2 swap → V2PairTransactions',
        V2PairTransactions,
        { address: v2.address },
        'v2Pair',
        () => trader.swapV2(parseUnits('100', 6)),
      ],
      [
        'V4 swap → V4PoolTransactions',
        V4PoolTransactions,
        { poolId: v4.address },
        'v4Pool',
        () => trader.swapV4(v4, parseUnits('0.05', 18)),
      ],
    ] as const) {
      const body = (first: number) =>
        JSON.stringify({
          query: print(operation as DocumentNode),
          variables: { chain: 'ETHEREUM', first, ...variables },
        });
      // One uncounted swap first: the first answer of an operation also pays for parsing and validating it.
      await delayToRow(url, body(10), key, await swap());
      const delays: number[] = [];
      for (let i = 0; i < SWAPS; i++) {
        const receipt = await swap();
        delays.push(await delayToRow(url, body(10), key, receipt));
      }
      delays.sort((a, b) => a - b);
      rows.push({
        figure: `${name} (${SWAPS} swaps, receipt to row)`,
        'p50 ms': round(percentile(delays, 50)),
        'p95 ms': round(percentile(delays, 95)),
        'max ms': round(delays.at(-1) ?? Number.NaN),
      });
    }
    console.table(rows);
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await indexer.stop();
  } finally {
    await chain.stop();
  }
}

async function delayToRow(
  url: string,
  body: string,
  key: string,
  receipt: TransactionReceipt,
): Promise<number> {
  const start = performance.now();
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const { data } = (await response.json()) as {
      data: Record<string, { transactions: { hash: string }[] }>;
    };
    if (data[key]?.transactions.some((row) => row.hash === receipt.transactionHash))
      return performance.now() - start;
    if (performance.now() - start > 30_000)
      throw new Error(`no row for ${receipt.transactionHash} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
