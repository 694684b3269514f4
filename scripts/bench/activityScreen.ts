import { createPublicClient, hexToBigInt, webSocket } from 'viem';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { launchBrowser, openPage, siteUrl } from '../../tests/e2e/browser.ts';
import { ensureChain } from '../chainProcess.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { startSite } from '../site.ts';
import { type ActivityKind, activityKinds } from './activityFeed.ts';

const TRANSACTIONS = Number(process.env.ACTIVITY_BENCH_TXS ?? 12);
const GOAL_MS = 2_000;

/**
 * `npm run bench -- activityScreen`: the activityFeed bench carried to the screen. A fresh funded
 * account's `/portfolio/{account}/activity` is open in Chromium against the built site; the account
 * sends every kind of transaction (swaps V2/V3/V4, send, approval, wrap); each is timed from its block
 * (the node's `newHeads` notification reaching this process) to its row on screen, which the page
 * shows from the OnAssetActivity stream without a reload. p50 / max per kind and overall against the
 * 2 s goal (printed, never asserted). Needs a build (dist/).
 */
export default async function activityScreenBench(): Promise<void> {
  const chain = await ensureChain();
  const dataApi = await ensureDataApi();
  const site = await startSite(undefined, { freshState: true });
  const browser = await launchBrowser();
  const heads = createPublicClient({ transport: webSocket(chain.url.replace(/^http/, 'ws')) });
  const blockSeen = new Map<bigint, number>();
  const unwatch = await heads.transport.subscribe({
    params: ['newHeads'],
    onData: (data) => {
      const head = data.result as { number: `0x${string}` };
      blockSeen.set(hexToBigInt(head.number), performance.now());
    },
  });
  try {
    const trader = await createTradingAccount(chain.url);
    const page = await openPage(browser);
    await page.goto(siteUrl(`/portfolio/${trader.address.toLowerCase()}/activity`));
    await page.locator('[data-testid="activity-live"][data-state="live"]').waitFor({ timeout: 30_000 });
    const onScreen = async (hash: string) => {
      await page.locator(`[data-testid="activity-row"]:has(a[href$="${hash}"])`).waitFor({ timeout: 30_000 });
      return performance.now();
    };
    const kinds = activityKinds(trader);
    // One uncounted round first: the Data API compiles the operation and the page warms up.
    for (const kind of kinds) await onScreen(await kind.send());
    const delays = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
    for (let i = 0; i < TRANSACTIONS; i++) {
      const kind = kinds[i % kinds.length] as ActivityKind;
      const hash = await kind.send();
      const shown = await onScreen(hash);
      const { blockNumber } = await trader.client.getTransactionReceipt({ hash });
      const seen = blockSeen.get(blockNumber);
      if (seen !== undefined) delays.get(kind.name)?.push(shown - seen);
    }
    const all = [...delays.values()].flat();
    const rows = [...delays.entries(), ['all kinds', all] as const].map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        figure: `${name}: block → row on screen (${sorted.length})`,
        'p50 ms': Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN),
        'max ms': Math.round(sorted.at(-1) ?? Number.NaN),
      };
    });
    console.table(rows);
    const overall = rows.at(-1);
    console.log(
      `block → screen (OnAssetActivity over SSE into Chromium): p50 ${overall?.['p50 ms']} ms, max ${overall?.['max ms']} ms (goal ≤ ${GOAL_MS} ms: ${(overall?.['max ms'] ?? Number.POSITIVE_INFINITY) <= GOAL_MS ? 'met' : 'MISSED'})`,
    );
    console.log(JSON.stringify({ bench: 'activityScreen', transactions: all.length, ...overall }));
  } finally {
    await unwatch.unsubscribe();
    (await heads.transport.getRpcClient()).close();
    await browser.close();
    await site.stop();
    await dataApi.stop();
    await chain.stop();
  }
}
