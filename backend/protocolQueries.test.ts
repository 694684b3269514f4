import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const api = createDataApi();
const USDC = WELL_KNOWN_TOKENS.USDC.toLowerCase();
const WETH = WELL_KNOWN_TOKENS.WETH.toLowerCase();

describe('protocol-wide and pair queries', () => {
  it('converts between currencies through USD', async () => {
    const { data } = await queryDataApi<{ usd: { value: number }; eth: { value: number } }>(
      api,
      `{ usd: convert(fromAmount: { currency: USD, value: 1 }, toCurrency: EUR) { value currency }
         eth: convert(fromAmount: { currency: ETH, value: 1 }, toCurrency: USD) { value } }`,
    );
    expect(data?.usd.value).toBeGreaterThan(0.5);
    expect(data?.usd.value).toBeLessThan(1.5);
    expect(data?.eth.value).toBeGreaterThan(1000);
  });

  it('gives a month of daily protocol volume and a year of daily TVL', async () => {
    const { data } = await queryDataApi<{
      volume: { timestamp: number; value: number }[];
      tvl: { timestamp: number; value: number }[];
    }>(
      api,
      `{ volume: historicalProtocolVolume(chain: ETHEREUM, version: V3, duration: MONTH) { timestamp value }
         tvl: dailyProtocolTvl(chain: ETHEREUM, version: V3) { timestamp value } }`,
    );
    expect(data?.volume.length).toBeGreaterThanOrEqual(30);
    expect(data?.tvl).toHaveLength(365);
    const gaps = data?.tvl.slice(1).map((point, i) => point.timestamp - (data.tvl[i]?.timestamp ?? 0));
    expect(new Set(gaps)).toEqual(new Set([86_400]));
    expect(data?.volume.every((point) => point.value > 0)).toBe(true);
  });

  it('lists the USDC/WETH pools of every fee tier, in either token order, with sorted ticks', async () => {
    const query = `query ($a: String!, $b: String!) { v3PoolsForTokenPair(chain: ETHEREUM, token0: $a, token1: $b) {
      feeTier ticks(first: 200) { tickIdx liquidityNet } } }`;
    type Pools = {
      v3PoolsForTokenPair: { feeTier: number; ticks: { tickIdx: number; liquidityNet: string }[] }[];
    };
    const forward =
      (await queryDataApi<Pools>(api, query, { a: USDC, b: WETH })).data?.v3PoolsForTokenPair ?? [];
    const backward =
      (await queryDataApi<Pools>(api, query, { a: WETH, b: USDC })).data?.v3PoolsForTokenPair ?? [];
    expect(forward.map((pool) => pool.feeTier)).toContain(500);
    expect(backward).toEqual(forward);
    for (const pool of forward) {
      const ticks = pool.ticks.map((tick) => tick.tickIdx);
      expect(ticks).toEqual([...ticks].sort((x, y) => x - y));
      expect(ticks.length).toBeGreaterThan(10);
    }
  });
});
