import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DocumentNode, print } from 'graphql';
import { createDataApi } from '../../backend/yoga.ts';
import { V3Transactions } from '../../data/operations/chainTransactions.ts';
import { V3Pool } from '../../data/operations/pool.ts';
import { V3PoolTransactions } from '../../data/operations/poolTransactions.ts';
import { TokenPrice } from '../../data/operations/tokenPrice.ts';
import { TokenWeb } from '../../data/operations/tokenWeb.ts';
import { TopV3Pools } from '../../data/operations/topPools.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { percentile, round } from './percentile.ts';

const CONCURRENCY = 16;
const REQUESTS_PER_OPERATION = 480;
const USDC = WELL_KNOWN_TOKENS.USDC.toLowerCase();
const USDC_WETH_005 = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640';

/** Wallet and NFT screens' shapes; the product's own operations for them are not written yet. */
const PORTFOLIO = `query Portfolio($owner: String!) { portfolios(ownerAddresses: [$owner]) { id
  tokensTotalDenominatedValue { value } tokensTotalDenominatedValueChange(duration: DAY) { absolute { value } percentage { value } }
  tokenBalances { id quantity isHidden denominatedValue { value } token { id chain address symbol name project { logoUrl safetyLevel isSpam } } }
  assetActivities(pageSize: 30, includeOffChain: true) { id timestamp chain details { __typename ... on TransactionDetails { type hash assetChanges { __typename } } } } } }`;
const TOP_COLLECTIONS = `query TopCollections { topCollections(chains: [ETHEREUM], orderBy: VOLUME, duration: DAY, first: 2) {
  edges { node { name isVerified image { url } markets(currencies: [ETH]) { floorPrice { value } owners volume(duration: DAY) { value } } } } } }`;

/** A representative mix of what the pages send, each with the variables a page would use. */
const MIX: { name: string; query: string | DocumentNode; variables: Record<string, unknown> }[] = [
  {
    name: 'TopTokens',
    query: TopTokens,
    variables: { chain: 'ETHEREUM', page: 1, pageSize: 100, orderBy: 'POPULARITY' },
  },
  { name: 'TokenWeb', query: TokenWeb, variables: { chain: 'ETHEREUM', address: USDC } },
  { name: 'TokenPrice', query: TokenPrice, variables: { chain: 'ETHEREUM', address: USDC, duration: 'DAY' } },
  { name: 'TopV3Pools', query: TopV3Pools, variables: { chain: 'ETHEREUM', first: 100 } },
  { name: 'V3Pool', query: V3Pool, variables: { chain: 'ETHEREUM', address: USDC_WETH_005 } },
  {
    name: 'V3PoolTransactions',
    query: V3PoolTransactions,
    variables: { chain: 'ETHEREUM', address: USDC_WETH_005, first: 25 },
  },
  { name: 'V3Transactions', query: V3Transactions, variables: { chain: 'ETHEREUM', first: 25 } },
  { name: 'Portfolio', query: PORTFOLIO, variables: { owner: '0x8ba1f109551bd432803012645ac136ddd64dba72' } },
  { name: 'TopCollections', query: TOP_COLLECTIONS, variables: {} },
];

/**
 * `npm run bench dataApi`: latency per operation at concurrency 16 against the embedded Data API,
 * started in this process on a free loopback port. Peak RSS covers this whole process (server and
 * load loop); figures only, never pass/fail.
 */
export default async function benchDataApi(): Promise<void> {
  for (const executionCache of [false, true]) {
    console.log(
      `\n### execution cache ${executionCache ? 'on (as served)' : 'off (every request resolved)'}`,
    );
    await benchMix(executionCache);
  }
  console.log(
    `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (server and load loop in one process)`,
  );
}

async function benchMix(executionCache: boolean): Promise<void> {
  const started = performance.now();
  const server = createServer(createDataApi({ executionCache }));
  // Idle keep-alive sockets must outlive the pause between operations, or the loop races their close.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  console.log(`server listening after ${Math.round(performance.now() - started)} ms at ${url}`);
  const rows = [];
  for (const operation of MIX) {
    const body = JSON.stringify({
      operationName: operation.name,
      query: typeof operation.query === 'string' ? operation.query : print(operation.query),
      variables: operation.variables,
    });
    const first = await timedPost(url, body);
    const latencies = await load(url, body, REQUESTS_PER_OPERATION, CONCURRENCY);
    rows.push({
      operation: operation.name,
      'first ms': round(first.ms),
      'p50 ms': round(percentile(latencies, 50)),
      'p95 ms': round(percentile(latencies, 95)),
      'p99 ms': round(percentile(latencies, 99)),
      'KB/answer': round(first.bytes / 1024),
    });
  }
  console.table(rows);
  await new Promise((resolve) => server.close(resolve));
}

async function load(url: string, body: string, total: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent++;
      latencies.push((await timedPost(url, body)).ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}

async function timedPost(url: string, body: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"'))
    throw new Error(`Data API answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms: performance.now() - start, bytes: text.length };
}
