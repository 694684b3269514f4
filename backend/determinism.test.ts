import { describe, expect, it } from 'vitest';
import { createDataset } from './dataset/dataset.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const OWNER = '0x8ba1f109551bd432803012645ac136ddd64dba72';
/** Transactions follow the clock, so both sides of each comparison read the market at one instant. */
const clock = () => Date.parse('2026-11-22T12:00:00Z');

/** One query over most of the dataset: tokens, histories, pools, transactions, wallets and NFTs. */
const WIDE_QUERY = `{
  topTokens(chain: ETHEREUM, pageSize: 50, orderBy: POPULARITY) {
    id address symbol project { description safetyLevel logoUrl }
    market { price { value } priceHistory(duration: WEEK) { timestamp value } ohlc(duration: DAY) { timestamp open { value } } }
  }
  topV3Pools(chain: BASE, first: 20) { address feeTier totalLiquidity { value } transactions(first: 5) { hash timestamp token0Quantity } ticks(first: 5) { tickIdx liquidityNet } }
  topV4Pools(chain: ETHEREUM, first: 20) { poolId hook { address } isDynamicFee rewardsCampaign { boostedApr } }
  v2Transactions(chain: ARBITRUM, first: 30) { hash account usdValue { value } }
  portfolios(ownerAddresses: ["${OWNER}"]) {
    tokensTotalDenominatedValue { value }
    tokenBalances { quantity token { symbol } }
    assetActivities(pageSize: 20, includeOffChain: true) { id timestamp details { __typename } }
  }
  topCollections(first: 5) { edges { node { name markets { floorPrice { value } } } } }
}`;

// Two whole datasets are generated and asked the widest query: seconds on a busy machine.
describe('the dataset is deterministic', { timeout: 20_000 }, () => {
  it('answers the same bytes from two independent generations of the same version', async () => {
    const first = await queryDataApi(createDataApi({ dataset: createDataset(), clock }), WIDE_QUERY);
    const second = await queryDataApi(createDataApi({ dataset: createDataset(), clock }), WIDE_QUERY);
    expect(first.errors).toBeUndefined();
    expect(first.body.length).toBeGreaterThan(10_000);
    expect(second.body).toBe(first.body);
  });

  it('answers the same bytes whether a result comes from the execution cache or is resolved afresh', async () => {
    const cached = createDataApi({ clock });
    const uncached = createDataApi({ executionCache: false, clock });
    const fresh = await queryDataApi(uncached, WIDE_QUERY);
    await queryDataApi(cached, WIDE_QUERY);
    const again = await queryDataApi(cached, WIDE_QUERY);
    expect(again.body).toBe(fresh.body);
  });
});
