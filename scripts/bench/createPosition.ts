import { privateKeyToAccount } from 'viem/accounts';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { launchBrowser, openPage, siteUrl } from '../../tests/e2e/browser.ts';
import { swapTestChain, TOKENS } from '../../tests/e2e/swapSession.ts';
import { connectTestWallet, installTestWallet, TEST_WALLET_PRIVATE_KEY } from '../../tests/e2e/testWallet.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { startSite } from '../site.ts';

const RUNS = Number(process.env.CREATE_POSITION_BENCH_RUNS ?? 5);

/**
 * Create-position click to confirmed, in Chromium with the injected test wallet against the built
 * site (as the swap bench measures its own): a V4 full-range ETH/USDC position, from the click on the
 * review's confirm to the confirmed sheet (the plan made again from the chain, any Permit2 approval
 * and the mint). Goal (printed, never asserted): ≤ 1.5 s.
 */
export default async function createPositionBench(): Promise<void> {
  const account = privateKeyToAccount(TEST_WALLET_PRIVATE_KEY).address;
  const chain = await swapTestChain(account);
  const dataApi = await ensureDataApi();
  const site = await startSite(undefined, { freshState: true });
  const browser = await launchBrowser();
  const v4EthUsdc = localChainMarket().pools.find(
    (pool) => pool.version === 'V4' && pool.token0.standard === 'NATIVE' && pool.token1.symbol === 'USDC',
  );
  const path = `/positions/create/v4?chain=ethereum&currencyA=ETH&currencyB=${TOKENS.USDC}&fee=${v4EthUsdc?.feeTier}`;
  try {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await openPage(browser);
      const wallet = await installTestWallet(page, { rpcUrl: chain.url });
      await page.goto(siteUrl(path));
      await connectTestWallet(page, wallet);
      await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
      await page.getByTestId('range-full').click();
      await page.getByTestId('deposit-ETH').locator('input').fill('0.05');
      await page.getByTestId('create-button').click();
      const confirm = page.locator('dialog.liquidity-review').getByTestId('review-confirm');
      await page.waitForFunction(
        () =>
          !(document.querySelector('[data-testid="review-confirm"]') as HTMLButtonElement | null)?.disabled,
        undefined,
        { timeout: 20_000 },
      );
      // The plans' chunk is fetched as the review opens; a person reads the sheet first.
      await page.waitForLoadState('networkidle');
      const started = performance.now();
      await confirm.click();
      await page.getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
      await page.context().close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
    console.table([
      { kind: 'V4 ETH/USDC full range', runs: times.map(Math.round).join(' '), 'median ms': median },
    ]);
    console.log(
      JSON.stringify({
        bench: 'createPosition',
        figure: 'clickToConfirmed',
        runsMs: times.map(Math.round),
        medianMs: median,
      }),
    );
    console.log('goal: create-position click on confirm to confirmed ≤ 1.5 s');
  } finally {
    await browser.close();
    await site.stop();
    await dataApi.stop();
    await chain.stop();
  }
}
