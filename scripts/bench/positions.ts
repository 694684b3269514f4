import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { createPublicClient, http, type PublicClient } from 'viem';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { startChainIndexer } from '../../backend/indexer/chainIndexer.ts';
import { createDataApi } from '../../backend/yoga.ts';
import { startLocalChain } from '../../chain/startLocalChain.ts';
import { Positions } from '../../data/operations/positions.ts';
import { ethCallAnchor } from './ethCallAnchor.ts';
import { percentile, round } from './percentile.ts';
import { openTwentyPositions, POSITION_COUNT, POSITION_MIX } from './twentyPositions.ts';

const ROUNDS = 200;
const WARM_UP = 10;

/**
 * `npm run bench positions`: the Data API's `positions` for an owner with 20 positions across V2, V3
 * and V4 (minted straight on a local chain on a free port), over loopback HTTP as the app asks it:
 * the index lookup plus the live chain reads (one batched eth_call and one static collect). The anchor,
 * measured in the same run and interleaved with it, is one plain eth_call (a V3 pool's slot0) to the
 * same node: the ratio says how many chain round trips' worth a positions answer costs, whatever the
 * machine. Figures only, never pass/fail.
 */
export default async function benchPositions(): Promise<void> {
  const market = localChainMarket();
  const chain = await startLocalChain({ port: 0, seed: market });
  const indexer = startChainIndexer({ rpcUrl: chain.url, dataset: market.dataset, log: () => {} });
  const server = createServer(createDataApi({ dataset: market.dataset, chain: indexer }));
  try {
    await indexer.caughtUp;
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const owner = await openTwentyPositions(chain.url, market.pools, (token) =>
      market.dataset.usdPrice(token),
    );
    const body = JSON.stringify({
      query: print(Positions),
      variables: { ownerAddress: owner, chains: ['ETHEREUM'] },
    });
    const positions = async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return ((await response.json()) as { data: { positions: unknown[] } }).data.positions.length;
    };
    const listed = await waitForAll(positions);
    const node = createPublicClient({ transport: http(chain.url) }) as PublicClient;
    const anchor = ethCallAnchor(node, market.pools);
    const times = { positions: [] as number[], anchor: [] as number[] };
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const t0 = performance.now();
      await positions();
      const t1 = performance.now();
      const anchorMs = await anchor();
      if (round < WARM_UP) continue;
      times.positions.push(t1 - t0);
      times.anchor.push(anchorMs);
    }
    const p50 = percentile(times.positions, 50);
    const p95 = percentile(times.positions, 95);
    const a50 = percentile(times.anchor, 50);
    const a95 = percentile(times.anchor, 95);
    console.table([
      {
        figure: `positions of an owner with ${listed} positions (${POSITION_MIX.v2} V2, ${POSITION_MIX.v3} V3, ${POSITION_MIX.v4} V4), Data API + chain reads`,
        'p50 ms': round(p50),
        'p95 ms': round(p95),
        'p50 ÷ anchor': round(p50 / a50),
        'p95 ÷ anchor': round(p95 / a95),
      },
      {
        figure: 'anchor: one eth_call (V3 slot0) to the same node',
        'p50 ms': round(a50),
        'p95 ms': round(a95),
      },
    ]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await indexer.stop();
    await chain.stop();
  }
}

async function waitForAll(count: () => Promise<number>): Promise<number> {
  const start = performance.now();
  for (;;) {
    const listed = await count();
    if (listed >= POSITION_COUNT || performance.now() - start > 30_000) return listed;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
