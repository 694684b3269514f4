import {
  createPublicClient,
  erc20Abi,
  type Hash,
  hexToBigInt,
  parseEther,
  parseUnits,
  webSocket,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { watchAssetActivity } from '../../backend/watchAssetActivity.ts';
import { createTradingAccount, type TradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { weth9Abi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { ensureChain } from '../chainProcess.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { percentile, round } from './percentile.ts';

const TRANSACTIONS = Number(process.env.ACTIVITY_BENCH_TXS ?? 30);
const { USDC } = WELL_KNOWN_TOKENS;

/** One kind of on-chain transaction an account makes; resolves with its hash once mined. */
export interface ActivityKind {
  name: string;
  send(): Promise<Hash>;
}

/** What the bench (and a browser bench built on it) sends: a swap per protocol, a send, an approval, a wrap. */
export function activityKinds(trader: TradingAccount): ActivityKind[] {
  const market = localChainMarket();
  const ethUsdcV4 = market.pools.find(
    (pool) => pool.version === 'V4' && pool.token0.standard === 'NATIVE' && pool.token1.symbol === 'USDC',
  ) as PoolRecord;
  return [
    {
      name: 'V4 swap (Universal Router)',
      send: async () => (await trader.swapV4(ethUsdcV4, parseUnits('0.01', 18))).transactionHash,
    },
    { name: 'V3 swap', send: async () => (await trader.swapV3(parseUnits('0.01', 18), 500)).transactionHash },
    { name: 'V2 swap', send: async () => (await trader.swapV2(parseUnits('10', 6))).transactionHash },
    {
      name: 'ETH send',
      send: () =>
        trader.client.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n }),
    },
    {
      name: 'approval',
      send: () =>
        trader.client.writeContract({
          address: USDC,
          abi: erc20Abi,
          functionName: 'approve',
          args: [A.permit2, parseUnits('1000', 6)],
        }),
    },
    {
      name: 'wrap',
      send: () =>
        trader.client.writeContract({
          address: A.weth9,
          abi: weth9Abi,
          functionName: 'deposit',
          value: parseEther('0.01'),
        }),
    },
  ];
}

/**
 * `npm run bench -- activityFeed`: the chain and the Data API as `npm start` runs them (their own
 * processes, on CHAIN_PORT and DATA_API_PORT, reused when already up), a fresh funded account
 * subscribed to `OnAssetActivity` over SSE (graphql-sse, as the app), and N transactions of every
 * kind. Prints, per kind and overall, the time from the block (its `newHeads` notification reaching
 * this process) to the activity's arrival on the subscription: p50 / p95 / max. Goal ≤ 2 s; printed,
 * never asserted.
 */
export default async function benchActivityFeed(): Promise<void> {
  const chain = await ensureChain();
  const dataApi = await ensureDataApi({ whenDown: 'fail' });
  const heads = createPublicClient({ transport: webSocket(chain.url.replace(/^http/, 'ws')) });
  const blockSeen = new Map<bigint, number>();
  const unwatch = await heads.transport.subscribe({
    params: ['newHeads'],
    // The transport hands over the notification's params: `{ subscription, result }`.
    onData: (data) => {
      const head = data.result as { number: `0x${string}` };
      blockSeen.set(hexToBigInt(head.number), performance.now());
    },
  });
  const trader = await createTradingAccount(chain.url);
  const feed = watchAssetActivity(dataApi.url, [trader.address]);
  try {
    await feed.opened;
    const kinds = activityKinds(trader);
    // One uncounted round first: the Data API compiles the operation and warms its caches.
    for (const kind of kinds) await feed.next(await kind.send());
    const delays = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
    for (let i = 0; i < TRANSACTIONS; i++) {
      const kind = kinds[i % kinds.length] as ActivityKind;
      const hash = await kind.send();
      const { at } = await feed.next(hash);
      const { blockNumber } = await trader.client.getTransactionReceipt({ hash });
      const seen = blockSeen.get(blockNumber);
      if (seen !== undefined) delays.get(kind.name)?.push(at - seen);
    }
    const all = [...delays.values()].flat();
    console.table(
      [...delays.entries(), ['all kinds', all] as const].map(([name, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return {
          figure: `${name}: block → OnAssetActivity event (${sorted.length} transactions)`,
          'p50 ms': round(percentile(sorted, 50)),
          'p95 ms': round(percentile(sorted, 95)),
          'max ms': round(sorted.at(-1) ?? Number.NaN),
        };
      }),
    );
  } finally {
    feed.close();
    await unwatch.unsubscribe();
    (await heads.transport.getRpcClient()).close();
    await dataApi.stop();
    await chain.stop();
  }
}
