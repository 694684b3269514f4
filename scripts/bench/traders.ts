import { createPublicClient, http, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { seededFunds } from '../../chain/seededFunds.ts';
import { createDataApiClient } from '../../data/client.ts';
import { topUp } from '../../devChain/faucet.ts';
import { ensureChain } from '../chainProcess.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { activityListing, GIVE_UP_MS } from './activityListing.ts';
import { ethCallAnchor } from './ethCallAnchor.ts';
import { percentile, round } from './percentile.ts';
import { trade, tradingPairs } from './swapTrader.ts';

const TRADERS = Number(process.env.TRADERS ?? 20);
const SECONDS = Number(process.env.TRADERS_SECONDS ?? 60);
/** The Data API must list a confirmed transaction within this (issue 24): every receipt is checked. */
const LISTED_WITHIN_MS = 2_000;
/** The anchor is sampled this often through the run, so it sees the same load the traders do. */
const ANCHOR_EVERY_MS = 100;

/**
 * `npm run bench -- traders`: many people trading at once. The chain and the Data API as `npm start`
 * runs them (their own processes on CHAIN_PORT and DATA_API_PORT, reused when already up; the chain
 * automines), TRADERS fresh accounts (default 20) funded by the faucet, each swapping in a loop for
 * TRADERS_SECONDS (default 60) through the product's own quote and execute code (scripts/bench/
 * swapTrader.ts) across every seeded pair, both ways, ETH and ERC-20 inputs (so Permit2 approvals
 * happen too). Prints swaps/s, quote and confirm (send to receipt) p50/p95, failures by reason, and,
 * for every successful receipt, whether the account's activity feed on the Data API listed it within
 * 2 s (none sampled): how many were not, and the listing delay's p50/p95/max. Times are also given
 * as ratios to one plain eth_call sampled through the same run. Figures only, never pass/fail.
 */
export default async function benchTraders(): Promise<void> {
  const market = localChainMarket();
  const chain = await ensureChain();
  const dataApi = await ensureDataApi({ whenDown: 'fail' });
  try {
    const funding = performance.now();
    const keys = Array.from({ length: TRADERS }, () => generatePrivateKey());
    const funds = seededFunds(market);
    // One after another: the faucet sends from one account, and its top-ups set that account's ETH.
    for (const key of keys) await topUp(chain.url, privateKeyToAccount(key).address, funds);
    console.log(
      `${TRADERS} traders funded (ETH and ${funds.tokens.length} tokens each) in ${round((performance.now() - funding) / 1000)} s`,
    );

    const pairs = tradingPairs(market);
    const client = createDataApiClient({ url: dataApi.url });
    const quotes: number[] = [];
    const confirms: number[] = [];
    const receipts = { swap: 0, approval: 0, reverted: 0 };
    const failures = new Map<string, { count: number; words: string }>();
    const listings: Promise<number | undefined>[] = [];
    const anchor = ethCallAnchor(
      createPublicClient({ transport: http(chain.url) }) as PublicClient,
      market.pools,
    );
    const anchors: number[] = [];
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const sampling = (async () => {
      while (performance.now() < until) {
        anchors.push(await anchor());
        await new Promise((resolve) => setTimeout(resolve, ANCHOR_EVERY_MS));
      }
    })();
    const feeds = keys.map((key) => activityListing(client, privateKeyToAccount(key).address.toLowerCase()));
    await Promise.all(
      keys.map((privateKey, index) =>
        trade({
          rpcUrl: chain.url,
          privateKey,
          pairs,
          // Spread over the pairs, so traders meet in pools as well as apart.
          offset: index * 3,
          until,
          events: {
            quoted: (ms) => quotes.push(ms),
            confirmed(receipt, kind, ms) {
              confirms.push(ms);
              if (receipt.status !== 'success') {
                receipts.reverted++;
                return;
              }
              receipts[kind]++;
              listings.push(
                (feeds[index] as ReturnType<typeof activityListing>).listed(
                  receipt.transactionHash,
                  performance.now(),
                ),
              );
            },
            failed(reason, words) {
              const seen = failures.get(reason);
              failures.set(reason, { count: (seen?.count ?? 0) + 1, words: seen?.words ?? words });
            },
          },
        }),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    await sampling;
    const delays = await Promise.all(listings);
    const listedDelays = delays.filter((delay): delay is number => delay !== undefined);
    const late = delays.filter((delay) => delay === undefined || delay > LISTED_WITHIN_MS).length;
    const never = delays.length - listedDelays.length;
    const failedAsks = feeds.reduce((sum, feed) => sum + feed.failedAsks, 0);

    const a50 = percentile(anchors, 50);
    const a95 = percentile(anchors, 95);
    const timing = (figure: string, values: number[]) => ({
      figure,
      count: values.length,
      'p50 ms': round(percentile(values, 50)),
      'p95 ms': round(percentile(values, 95)),
      'p50 ÷ anchor': round(percentile(values, 50) / a50),
      'p95 ÷ anchor': round(percentile(values, 95) / a95),
    });
    console.log(
      `${TRADERS} traders for ${round(elapsed)} s over ${pairs.length} pair directions: ${receipts.swap} swaps, ${round(receipts.swap / elapsed)} swaps/s (${receipts.approval} Permit2 approvals besides, ${receipts.reverted} reverted receipts)`,
    );
    console.table([
      timing('quote (route and on-chain quote)', quotes),
      timing('confirm (send to receipt)', confirms),
      timing('listed by the Data API (receipt to the feed answer with it)', listedDelays),
      {
        figure: 'anchor: one eth_call (V3 slot0), sampled through the run',
        count: anchors.length,
        'p50 ms': round(a50),
        'p95 ms': round(a95),
      },
    ]);
    console.log(
      `receipts checked: ${delays.length} (every successful one); not listed within ${LISTED_WITHIN_MS / 1000} s: ${late} (target 0); never listed within ${GIVE_UP_MS / 1000} s: ${never}; max listing delay ${round(Math.max(...listedDelays))} ms; feed asks without an answer: ${failedAsks}`,
    );
    if (failures.size === 0) console.log('failures: none');
    else
      console.table(
        [...failures].map(([reason, { count, words }]) => ({
          reason,
          count,
          'first words': words.slice(0, 160),
        })),
      );
    console.log(
      JSON.stringify({
        bench: 'traders',
        traders: TRADERS,
        seconds: round(elapsed),
        swaps: receipts.swap,
        swapsPerSecond: round(receipts.swap / elapsed),
        quoteP50Ms: round(percentile(quotes, 50)),
        quoteP95Ms: round(percentile(quotes, 95)),
        confirmP50Ms: round(percentile(confirms, 50)),
        confirmP95Ms: round(percentile(confirms, 95)),
        receiptsChecked: delays.length,
        notListedWithin2s: late,
        listingP50Ms: round(percentile(listedDelays, 50)),
        listingP95Ms: round(percentile(listedDelays, 95)),
        anchorP50Ms: round(a50),
        failures: Object.fromEntries([...failures].map(([reason, { count }]) => [reason, count])),
      }),
    );
  } finally {
    await dataApi.stop();
    await chain.stop();
  }
}
