import { type DocumentNode, print } from 'graphql';
import { createPublicClient, decodeEventLog, http, parseUnits, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ACCOUNT } from '../chain/deployProtocol.ts';
import { baseUnits } from '../chain/seedPools.ts';
import { createTradingAccount, type TradingAccount } from '../chain/tradingAccount.fixture.ts';
import { V2Transactions, V3Transactions, V4Transactions } from '../data/operations/chainTransactions.ts';
import { V2Pair, V3Pool, V4Pool } from '../data/operations/pool.ts';
import { PoolPriceHistory } from '../data/operations/poolHistories.ts';
import {
  V2PairTransactions,
  V3PoolTransactions,
  V4PoolTransactions,
} from '../data/operations/poolTransactions.ts';
import {
  V2TokenTransactions,
  V3TokenTransactions,
  V4TokenTransactions,
} from '../data/operations/tokenTransactions.ts';
import { TopV2Pairs } from '../data/operations/topPools.ts';
import { v3PoolEventsAbi } from '../protocol/protocolAbis.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import type { PoolRecord, ProtocolVersion } from './dataset/pools.ts';
import {
  ethUsdcV4Pool,
  type IndexedDataApi,
  startIndexedDataApi,
  usdcWethPool,
} from './indexedDataApi.fixture.ts';
import { queryDataApi } from './queryDataApi.ts';
import type { DataApi } from './yoga.ts';

/** Generous: the goal is 2 s, measured and printed; the test asserts that the row arrives at all. */
const ARRIVAL_BOUND_MS = 15_000;
/** A test sends a handful of transactions; on a busy machine (the whole suite at once) that takes a while. */
const CHAIN_TEST_TIMEOUT_MS = 60_000;

interface Row {
  id: string;
  hash: string;
  type: string;
  timestamp: number;
  account: string;
  token0Quantity: string;
  token1Quantity: string;
  usdValue: { value: number };
  token0: { address: string | null; symbol: string };
  token1: { address: string | null; symbol: string };
}

const market = localChainMarket();
const dataset = market.dataset;
let indexed: IndexedDataApi;
let api: DataApi;
let trader: TradingAccount;
/** The time of set-up's last seeding block: set-up runs an hour before the wall clock. */
let seededAt: number;

beforeAll(async () => {
  // The execution cache stays on, as served, and the clock stands still: the generated history is
  // frozen, so a list's cache key changes only when the chain adds something, and a new row must show.
  const now = Date.now();
  indexed = await startIndexedDataApi(market, { clock: () => now });
  api = indexed.api;
  // Set-up's very last block brings the chain to the wall clock; the one before it ends the seeding.
  const reader = createPublicClient({ transport: http(indexed.chain.url) });
  const clockBlock = await reader.getBlockNumber();
  seededAt = Number((await reader.getBlock({ blockNumber: clockBlock - 1n })).timestamp);
  trader = await createTradingAccount(indexed.chain.url);
}, 180_000);
afterAll(() => indexed?.stop());

const usdcWeth = (version: ProtocolVersion, feeTier: number) => usdcWethPool(market, version, feeTier);
const ethUsdcV4 = () => ethUsdcV4Pool(market);

/** The lists a swap in `pool` must show up in, each as the app asks for it (data/operations). */
function listsOf(pool: PoolRecord, cursor?: number): { name: string; read: () => Promise<Row[]> }[] {
  const chainArgs = { chain: 'ETHEREUM', first: 50, cursor };
  const byVersion = {
    V2: { pool: V2PairTransactions, token: V2TokenTransactions, chain: V2Transactions, poolKey: 'v2Pair' },
    V3: { pool: V3PoolTransactions, token: V3TokenTransactions, chain: V3Transactions, poolKey: 'v3Pool' },
    V4: { pool: V4PoolTransactions, token: V4TokenTransactions, chain: V4Transactions, poolKey: 'v4Pool' },
  }[pool.version];
  const poolVariables =
    pool.version === 'V4' ? { ...chainArgs, poolId: pool.address } : { ...chainArgs, address: pool.address };
  const tokenField = `${pool.version.toLowerCase()}Transactions`;
  const chainField = `${pool.version.toLowerCase()}Transactions`;
  return [
    {
      name: `${pool.version} pool transactions`,
      read: async () =>
        ((await ask(byVersion.pool, poolVariables))[byVersion.poolKey] as { transactions: Row[] })
          .transactions,
    },
    ...[pool.token0, pool.token1].map((token) => ({
      name: `${pool.version} transactions of ${token.symbol}`,
      read: async () =>
        (
          (await ask(byVersion.token, { ...chainArgs, address: token.address })).token as Record<
            string,
            Row[]
          >
        )[tokenField] as Row[],
    })),
    {
      name: `${pool.version} transactions on Ethereum`,
      read: async () => (await ask(byVersion.chain, chainArgs))[chainField] as Row[],
    },
  ];
}

async function ask(document: DocumentNode, variables: Record<string, unknown>) {
  const answer = await queryDataApi(api, print(document), variables);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, unknown>;
}

/** Polls a list until the transaction's row is in it; prints how long that took after the receipt. */
async function arrival(list: { name: string; read: () => Promise<Row[]> }, receipt: TransactionReceipt) {
  const start = performance.now();
  for (;;) {
    const rows = await list.read();
    const row = rows.find((candidate) => candidate.hash === receipt.transactionHash);
    if (row) {
      console.log(`${list.name}: row visible ${(performance.now() - start).toFixed(1)} ms after the receipt`);
      return { row, rows };
    }
    if (performance.now() - start > ARRIVAL_BOUND_MS)
      throw new Error(`${list.name}: no row for ${receipt.transactionHash}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function expectTimeOrder(rows: Row[]) {
  const timestamps = rows.map((row) => row.timestamp);
  expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
}

describe('seeded pools report their price and holdings from the chain', {
  timeout: CHAIN_TEST_TIMEOUT_MS,
}, () => {
  it.each(
    market.pools.map(
      (pool) =>
        [`${pool.version} ${pool.token0.symbol}/${pool.token1.symbol} ${pool.feeTier}`, pool] as const,
    ),
  )('%s: price within 0.5 % of the dataset’s, TVL within 0.5 % of the dataset’s', async (_name, pool) => {
    const details = { V2: V2Pair, V3: V3Pool, V4: V4Pool }[pool.version];
    const key = pool.version === 'V4' ? { poolId: pool.address } : { address: pool.address };
    const priced = Object.values(
      await ask(PoolPriceHistory, {
        chain: 'ETHEREUM',
        addressOrId: pool.address,
        duration: 'DAY',
        isV4: pool.version === 'V4',
        isV3: pool.version === 'V3',
        isV2: pool.version === 'V2',
      }),
    )[0] as { priceHistory: { token0Price: number }[] };
    const latest = priced.priceHistory.at(-1)?.token0Price ?? Number.NaN;
    const state = indexed.indexer.poolState(pool);
    expect(state).toBeDefined();
    // The answer is the chain's price, and that price is the dataset's within 0.5 %.
    expect(latest).toBe(state?.token0Price);
    expect(Math.abs(latest / market.price(pool) - 1)).toBeLessThan(0.005);
    const detail = Object.values(await ask(details, { chain: 'ETHEREUM', ...key }))[0] as {
      totalLiquidity: { value: number };
    };
    expect(Math.abs(detail.totalLiquidity.value / pool.tvlUsd - 1)).toBeLessThan(0.005);
  });
});

describe('the chain’s past is read back', { timeout: CHAIN_TEST_TIMEOUT_MS }, () => {
  it.each([
    ['a V3 pool (Mint events)', () => usdcWeth('V3', 500)],
    ['a V4 pool (ModifyLiquidity events, amounts from liquidity and price)', ethUsdcV4],
  ])('%s: the seeding shows as ADD rows holding what the pool holds', async (_name, seeded) => {
    const pool = seeded();
    // Set-up ran an hour before the wall clock: its rows are the page just before this cursor.
    const [list] = listsOf(pool, seededAt + 1);
    const seedAccount = SEED_ACCOUNT.toLowerCase();
    const adds = ((await list?.read()) ?? []).filter((row) => row.account === seedAccount);
    expect(adds.every((row) => row.type === 'ADD')).toBe(true);
    expect(adds.length).toBeGreaterThan(0);
    const state = indexed.indexer.poolState(pool);
    const added0 = adds.reduce((sum, row) => sum + Number(row.token0Quantity), 0);
    const added1 = adds.reduce((sum, row) => sum + Number(row.token1Quantity), 0);
    const held0 = Number(state?.token0Locked) / 10 ** pool.token0.decimals;
    const held1 = Number(state?.token1Locked) / 10 ** pool.token1.decimals;
    expect(Math.abs(added0 / held0 - 1)).toBeLessThan(1e-6);
    expect(Math.abs(added1 / held1 - 1)).toBeLessThan(1e-6);
  });
});

describe('a trade on the chain shows up in the Data API', { timeout: CHAIN_TEST_TIMEOUT_MS }, () => {
  it('a V3 swap: in the pool’s, both tokens’ and Ethereum’s V3 transactions, newest first, from the sender, with the pool’s deltas', async () => {
    const pool = usdcWeth('V3', 500);
    const lists = listsOf(pool);
    // Each list answered (and cached) just before the swap, as a polling page would have it.
    for (const list of lists) await list.read();
    const receipt = await trader.swapV3(parseUnits('1', 18), 500);
    const swap = receipt.logs
      .filter((log) => log.address.toLowerCase() === pool.address)
      .map((log) => decodeEventLog({ abi: v3PoolEventsAbi, ...log }))
      .find((event) => event.eventName === 'Swap');
    const block = await trader.client.getBlock({ blockNumber: receipt.blockNumber });
    for (const list of lists) {
      const { row, rows } = await arrival(list, receipt);
      expectTimeOrder(rows);
      expect(row).toMatchObject({
        type: 'SWAP',
        account: trader.address.toLowerCase(),
        timestamp: Number(block.timestamp),
        token0: { symbol: 'USDC' },
        token1: { symbol: 'WETH' },
        token1Quantity: '1.00000000',
      });
      // USDC left the pool: exactly the event's amount, to the token's 6 decimals.
      const usdcOut = swap?.eventName === 'Swap' ? swap.args.amount0 : 0n;
      expect(row.token0Quantity).toBe(
        `-${(-usdcOut / 1_000_000n).toString()}.${(-usdcOut % 1_000_000n).toString().padStart(6, '0')}`,
      );
      const wethUsd = dataset.usdPrice(pool.token1);
      expect(Math.abs(row.usdValue.value / wethUsd - 1)).toBeLessThan(0.01);
    }
  });

  it('a V2 swap: in the pair’s, both tokens’ and Ethereum’s V2 transactions', async () => {
    const pool = usdcWeth('V2', 3000);
    const receipt = await trader.swapV2(parseUnits('2500', 6));
    for (const list of listsOf(pool)) {
      const { row, rows } = await arrival(list, receipt);
      expectTimeOrder(rows);
      expect(row).toMatchObject({
        type: 'SWAP',
        account: trader.address.toLowerCase(),
        token0Quantity: '2500.000000',
      });
      expect(row.token1Quantity.startsWith('-')).toBe(true);
    }
  });

  it('a V4 swap: in the pool’s, ETH’s, USDC’s and Ethereum’s V4 transactions, with the pool’s side of the swapper’s amounts', async () => {
    const pool = ethUsdcV4();
    const receipt = await trader.swapV4(pool, parseUnits('0.5', 18));
    for (const list of listsOf(pool)) {
      const { row, rows } = await arrival(list, receipt);
      expectTimeOrder(rows);
      expect(row).toMatchObject({
        type: 'SWAP',
        account: trader.address.toLowerCase(),
        token0: { address: null },
        // ETH went into the pool, USDC came out (the event reports the swapper's side: the opposite signs).
        token0Quantity: '0.50000000',
      });
      expect(row.token1Quantity.startsWith('-')).toBe(true);
    }
  });

  it('liquidity added and removed shows as ADD and REMOVE rows in the pair’s transactions', async () => {
    const pool = usdcWeth('V2', 3000);
    const added = await trader.addV2Liquidity(
      pool,
      parseUnits('10000', 6),
      parseUnits((10000 * market.price(pool) * 1.01).toFixed(18), 18),
    );
    const removed = await trader.removeV2Liquidity(pool);
    const [list] = listsOf(pool);
    if (!list) throw new Error('no pool list');
    const { row: add } = await arrival(list, added);
    const { row: remove, rows } = await arrival(list, removed);
    expect(add).toMatchObject({ type: 'ADD', account: trader.address.toLowerCase() });
    expect(remove).toMatchObject({ type: 'REMOVE', account: trader.address.toLowerCase() });
    expect(Number(add.token0Quantity)).toBeGreaterThan(9999);
    expect(Number(remove.token0Quantity)).toBeLessThan(-9999);
    const position = (row: Row) => rows.findIndex((candidate) => candidate.hash === row.hash);
    expect(position(remove)).toBeGreaterThanOrEqual(0);
    expect(position(remove)).toBeLessThan(position(add));
  });

  it('a V3 position opened and halved shows as ADD and REMOVE rows; collecting its tokens adds none', async () => {
    const pool = usdcWeth('V3', 3000);
    const [list] = listsOf(pool);
    if (!list) throw new Error('no pool list');
    const opened = await trader.addV3Liquidity(
      pool,
      parseUnits('20000', 6),
      parseUnits((20000 * market.price(pool)).toFixed(18), 18),
    );
    // Half stays in: collecting from an open position pokes the pool with a zero burn, which is no row.
    const { decreased, collected } = await trader.removeV3Liquidity(opened.tokenId, opened.liquidity / 2n);
    const { row: add } = await arrival(list, opened.receipt);
    const { row: remove } = await arrival(list, decreased);
    // Logs are applied in chain order: once a later swap shows, the collect has been read too.
    const { rows } = await arrival(list, await trader.swapV3(parseUnits('0.01', 18), 3000));
    expect(add).toMatchObject({ type: 'ADD', account: trader.address.toLowerCase() });
    expect(remove).toMatchObject({ type: 'REMOVE', account: trader.address.toLowerCase() });
    expect(Number(add.token0Quantity)).toBeGreaterThan(19_000);
    expect(Number(remove.token0Quantity)).toBeLessThan(-9_000);
    expect(rows.some((row) => row.hash === collected.transactionHash)).toBe(false);
  });

  it('pages through Ethereum’s V3 transactions by timestamp cursor with the chain’s rows merged once each', async () => {
    const whole = (await ask(V3Transactions, { chain: 'ETHEREUM', first: 200 })).v3Transactions as Row[];
    const onChain = whole.filter((row) => row.account === trader.address.toLowerCase());
    expect(onChain.length).toBeGreaterThan(0);
    const pages: Row[] = [];
    let cursor: number | undefined;
    for (let i = 0; i < 3; i++) {
      const page = (await ask(V3Transactions, { chain: 'ETHEREUM', first: 40, cursor }))
        .v3Transactions as Row[];
      expect(page).toEqual(
        whole.filter((row) => cursor === undefined || row.timestamp < cursor).slice(0, 40),
      );
      pages.push(...page);
      cursor = page.at(-1)?.timestamp;
    }
    expectTimeOrder(pages);
    expect(new Set(pages.map((row) => row.id)).size).toBe(pages.length);
  });

  it('a pool’s reported price moves with the chain’s, away from the dataset’s', async () => {
    const pool = usdcWeth('V3', 500);
    const state = indexed.indexer.poolState(pool);
    expect(state).toBeDefined();
    expect(Math.abs((state?.token0Price ?? 0) / market.price(pool) - 1)).toBeGreaterThan(1e-9);
  });
  it('a pair a trader fills rises to the top of the top pairs, which sort by the TVL they report', async () => {
    const pairs = market.pools.filter((pool) => pool.version === 'V2');
    const [top] = pairs;
    const filled = pairs.find(
      (pool) => pool !== top && pool.token0.standard === 'ERC20' && pool.token1.standard === 'ERC20',
    );
    if (!top || !filled) throw new Error('no two seeded V2 pairs');
    // Half of the missing TVL and then some, on each side, at the dataset's prices (the pair's own).
    const perSideUsd = ((top.tvlUsd - filled.tvlUsd) * 1.5) / 2;
    const side = (token: PoolRecord['token0']) =>
      baseUnits(perSideUsd / dataset.usdPrice(token), token.decimals);
    await trader.addV2Liquidity(filled, side(filled.token0), side(filled.token1));
    const topPairs = async () =>
      (await ask(TopV2Pairs, { chain: 'ETHEREUM', first: 20 })).topV2Pairs as {
        address: string;
        totalLiquidity: { value: number };
      }[];
    const start = performance.now();
    while ((await topPairs())[0]?.address !== filled.address) {
      if (performance.now() - start > ARRIVAL_BOUND_MS) throw new Error('the filled pair did not rise');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const tvls = (await topPairs()).map((pair) => pair.totalLiquidity.value);
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a));
    expect(tvls[0]).toBeGreaterThan(top.tvlUsd);
  });
});
