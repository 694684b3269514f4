import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../backend/dataset/dataset.ts';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { readOnlyReason } from './poolTradability.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

describe('readOnlyReason, read from the chain', () => {
  it('says nothing for a chain that does not answer: the reason is unknown, not "not on this chain"', async () => {
    await expect(
      readOnlyReason('http://127.0.0.1:9/', PROTOCOL_ADDRESSES.v4StateView, {
        version: 'V3',
        address: `0x${'ab'.repeat(20)}`,
        isDynamicFee: false,
        hookAddress: undefined,
      }),
    ).rejects.toThrow();
  });

  it('agrees with what the chain seeded for every Ethereum pool the Data API lists', async () => {
    const market = localChainMarket();
    const pools = createDataset().pools('ETHEREUM');
    const expected = pools.map((pool) => {
      const tradability = market.tradability(pool);
      if (tradability.tradable) return undefined;
      return tradability.reason === 'not seeded' ? 'not on this chain' : tradability.reason;
    });
    const found = await Promise.all(
      pools.map((pool) =>
        readOnlyReason(chain.node.url, PROTOCOL_ADDRESSES.v4StateView, {
          version: pool.version,
          address: pool.address,
          isDynamicFee: pool.isDynamicFee,
          hookAddress: pool.hook ?? undefined,
        }),
      ),
    );
    expect(found).toEqual(expected);
    // Every kind is met, so the comparison above covers each rule.
    expect(new Set(found)).toEqual(
      new Set([undefined, 'third-party hook', 'dynamic fee without hook', 'not on this chain']),
    );
  });
});
