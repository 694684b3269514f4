import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { createDataset } from './dataset/dataset.ts';
import { queryDataApi } from './queryDataApi.ts';
import { MAX_PAGE_SIZE } from './resolvers/dataApiContext.ts';
import { createDataApi } from './yoga.ts';

const api = createDataApi();
const USDC = WELL_KNOWN_TOKENS.USDC.toLowerCase();

type Tokens = {
  topTokens: { address: string | null; symbol: string; market: { price: { value: number } } }[];
};
const TOP_TOKENS = `
  query TopTokens($chain: Chain, $page: Int, $pageSize: Int, $orderBy: TokenSortableField) {
    topTokens(chain: $chain, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      address symbol market(currency: USD) { price { value } }
    }
  }`;

describe('the embedded Data API answers what the product needs', () => {
  it('lists at least 100 top tokens on Ethereum by popularity, USDC among them with a price near 1', async () => {
    const { data } = await queryDataApi<Tokens>(api, TOP_TOKENS, {
      chain: 'ETHEREUM',
      page: 1,
      pageSize: 100,
      orderBy: 'POPULARITY',
    });
    expect(data?.topTokens.length).toBeGreaterThanOrEqual(100);
    const usdc = data?.topTokens.find((token) => token.address === USDC);
    expect(usdc?.symbol).toBe('USDC');
    expect(usdc?.market.price.value).toBeCloseTo(1, 2);
  });

  it.each(['ARBITRUM', 'OPTIMISM', 'POLYGON', 'BASE'])('lists at least 20 tokens on %s', async (chain) => {
    const { data } = await queryDataApi<Tokens>(api, TOP_TOKENS, {
      chain,
      pageSize: 20,
      orderBy: 'POPULARITY',
    });
    expect(data?.topTokens).toHaveLength(20);
    expect(data?.topTokens.every((token) => token.market.price.value > 0)).toBe(true);
  });

  it('finds USDC/WETH 0.05% and the USDC/WETH V2 pair at the addresses the protocol computes', async () => {
    const { data } = await queryDataApi<{
      v3Pool: { feeTier: number; token0: { symbol: string }; token1: { symbol: string } };
      v2Pair: { token0: { symbol: string }; token1: { symbol: string } };
    }>(
      api,
      `{
        v3Pool(chain: ETHEREUM, address: "0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640") { feeTier token0 { symbol } token1 { symbol } }
        v2Pair(chain: ETHEREUM, address: "0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc") { token0 { symbol } token1 { symbol } }
      }`,
    );
    expect(data?.v3Pool).toEqual({ feeTier: 500, token0: { symbol: 'USDC' }, token1: { symbol: 'WETH' } });
    expect(data?.v2Pair).toEqual({ token0: { symbol: 'USDC' }, token1: { symbol: 'WETH' } });
  });

  it('pages top pools by TVL cursor, highest first, and filters them by token', async () => {
    const query = `query ($cursor: Float, $token: String) {
      topV3Pools(chain: ETHEREUM, first: 10, tvlCursor: $cursor, tokenFilter: $token) {
        totalLiquidity { value } token0 { address } token1 { address }
      }
    }`;
    type Pools = {
      topV3Pools: {
        totalLiquidity: { value: number };
        token0: { address: string };
        token1: { address: string };
      }[];
    };
    const first = (await queryDataApi<Pools>(api, query)).data?.topV3Pools ?? [];
    const cursor = first.at(-1)?.totalLiquidity.value;
    const second = (await queryDataApi<Pools>(api, query, { cursor })).data?.topV3Pools ?? [];
    const tvls = [...first, ...second].map((pool) => pool.totalLiquidity.value);
    expect(tvls).toHaveLength(20);
    expect(tvls).toEqual([...tvls].sort((a, b) => b - a));
    expect(new Set(tvls).size).toBe(20);
    const filtered =
      (await queryDataApi<Pools>(api, query, { token: USDC.toUpperCase().replace('0X', '0x') })).data
        ?.topV3Pools ?? [];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((pool) => pool.token0.address === USDC || pool.token1.address === USDC)).toBe(true);
  });

  it('pages chain transactions by timestamp cursor, newest first', async () => {
    const query = `query ($cursor: Int) { v3Transactions(chain: ETHEREUM, first: 25, timestampCursor: $cursor) { timestamp hash usdValue { value } } }`;
    type Transactions = { v3Transactions: { timestamp: number; hash: string }[] };
    const first = (await queryDataApi<Transactions>(api, query)).data?.v3Transactions ?? [];
    const cursor = first.at(-1)?.timestamp;
    const second = (await queryDataApi<Transactions>(api, query, { cursor })).data?.v3Transactions ?? [];
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(25);
    expect(second.every((transaction) => transaction.timestamp < (cursor ?? 0))).toBe(true);
    const timestamps = [...first, ...second].map((transaction) => transaction.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
  });

  it('gives price history for every duration, never longer than maxLength', async () => {
    const durations = ['FIVE_MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'MAX'];
    const fields = durations
      .map(
        (d) =>
          `${d}: priceHistory(duration: ${d}, maxLength: 50) { timestamp value } ${d}_ohlc: ohlc(duration: ${d}) { open { value } close { value } }`,
      )
      .join(' ');
    const { data } = await queryDataApi<{ token: { market: Record<string, { timestamp: number }[]> } }>(
      api,
      `{ token(chain: ETHEREUM, address: "${USDC}") { market { ${fields} full: priceHistory(duration: MAX) { timestamp } } } }`,
    );
    for (const duration of durations) {
      const points = data?.token.market[duration] ?? [];
      expect(points.length).toBeGreaterThan(1);
      expect(points.length).toBeLessThanOrEqual(50);
      expect(data?.token.market[`${duration}_ohlc`]?.length).toBeGreaterThan(1);
    }
    expect(data?.token.market.full).toHaveLength(1000);
  });
});

describe('bad input answers like the hosted API', () => {
  it('answers empty or null for unknown chains, testnets and malformed addresses', async () => {
    const { data, errors } = await queryDataApi(
      api,
      `{
        unknown: topTokens(chain: UNKNOWN_CHAIN) { id }
        testnet: topV3Pools(chain: ETHEREUM_SEPOLIA, first: 5) { id }
        malformed: token(chain: ETHEREUM, address: "0x123") { id }
        missing: v3Pool(chain: ETHEREUM, address: "not an address") { id }
        badPoolId: v4Pool(chain: ETHEREUM, poolId: "0xzz") { id }
        wallet: portfolios(ownerAddresses: ["nope"]) { id }
        nfts: nftAssets(chain: BASE, address: "0xbd3531da5cf5857e7cfaa92426877b022e612cf8") { edges { node { id } } }
      }`,
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      unknown: [],
      testnet: [],
      malformed: null,
      missing: null,
      badPoolId: null,
      wallet: [null],
      nfts: { edges: [] },
    });
  });

  it('rejects an invalid query with a GraphQL error', async () => {
    const { data, errors } = await queryDataApi(api, '{ topTokens(chain: ETHEREUM) { noSuchField } }');
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/noSuchField/);
  });

  it(`cuts page sizes to ${MAX_PAGE_SIZE} and refuses negative ones with BAD_USER_INPUT`, async () => {
    const big = await queryDataApi<{ topTokens: unknown[]; v3Transactions: unknown[] }>(
      api,
      '{ topTokens(chain: ETHEREUM, pageSize: 100000) { id } v3Transactions(chain: ETHEREUM, first: 5000) { id } }',
    );
    expect(big.data?.topTokens).toHaveLength(MAX_PAGE_SIZE);
    expect(big.data?.v3Transactions).toHaveLength(MAX_PAGE_SIZE);
    const negative = await queryDataApi(api, '{ topV2Pairs(chain: ETHEREUM, first: -1) { id } }');
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses queries nested too deep or with too many aliases', async () => {
    const nesting = 8;
    const deep = `{ token(chain: ETHEREUM, address: "${USDC}") { ${'project { tokens { '.repeat(nesting)} id ${'} } '.repeat(nesting)} } }`;
    expect((await queryDataApi(api, deep)).errors?.[0]?.message).toMatch(/depth/i);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: isV3SubgraphStale(chain: ETHEREUM)`).join(
      ' ',
    );
    expect((await queryDataApi(api, `{ ${aliases} }`)).errors?.[0]?.message).toMatch(/alias/i);
  });

  it('masks unexpected failures instead of leaking their message', async () => {
    const dataset = createDataset();
    const broken = createDataApi({
      dataset: {
        ...dataset,
        tokensOn: () => {
          throw new Error('internal detail /srv/secret');
        },
      },
      executionCache: false,
    });
    const { body, errors } = await queryDataApi(broken, '{ topTokens(chain: ETHEREUM) { id } }');
    expect(errors?.[0]?.message).toBe('Unexpected error.');
    expect(body).not.toContain('secret');
  });
});
