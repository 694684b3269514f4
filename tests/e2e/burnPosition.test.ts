import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  maxUint128,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { DEADLINE } from '../../chain/referenceSwaps.fixture.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * A V3 position emptied on the chain (decreased to zero and collected, never through the app) stays in
 * its owner's wallet and in `/positions` as closed until its NFT is burned: its owner burns it from its
 * page, and it is gone from the chain and the list. With `BURN_SHOTS=<dir>`, the closed position's page
 * is saved desktop/mobile × light/dark.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const SHOTS = process.env.BURN_SHOTS;
const manager = { address: A.v3NonfungiblePositionManager, abi: v3PositionManagerAbi } as const;
const v3Pool = localChainMarket().pools.find(
  (p) => p.version === 'V3' && p.feeTier === 500 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
) as PoolRecord;

let browser: Browser;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
let closedId: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  await topUp(rpcUrl, owner, { eth: parseEther('10'), tokens: [] });
  const provider = await createLiquidityProvider(rpcUrl);
  const minted = await provider.mintV3(v3Pool, parseUnits('1000', 6), parseEther('1'), 10, 0, owner);
  closedId = minted.tokenId;
  // The owner empties it on the chain: all liquidity out, then everything owed collected.
  const wallet = createWalletClient({
    account: privateKeyToAccount(ownerKey),
    chain: defineLocalChain(rpcUrl),
    transport: http(rpcUrl),
  });
  for (const hash of [
    await wallet.writeContract({
      ...manager,
      functionName: 'decreaseLiquidity',
      args: [
        {
          tokenId: closedId,
          liquidity: minted.liquidity,
          amount0Min: 0n,
          amount1Min: 0n,
          deadline: DEADLINE,
        },
      ],
    }),
    await wallet.writeContract({
      ...manager,
      functionName: 'collect',
      args: [{ tokenId: closedId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
    }),
  ])
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
}, 120_000);
afterAll(() => browser.close());

async function connectedPage(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: ownerKey as Hex });
  await page.goto(siteUrl(path));
  await connectTestWallet(page, wallet);
  return page;
}

const ownerOf = (tokenId: bigint) =>
  chain.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] });

describe.runIf(SHOTS)('screenshots', () => {
  it('saves the closed position’s page with its Burn action, desktop and mobile, light and dark', async () => {
    const dir = SHOTS as string;
    mkdirSync(dir, { recursive: true });
    const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await connectedPage(`/positions/v3/ethereum/${closedId}`, { viewport, colorScheme });
        await page.getByTestId('burn-position').waitFor();
        await page.getByRole('img', { name: `Position NFT #${closedId}` }).waitFor();
        await page.screenshot({
          path: join(dir, `position-closed-${device}-${colorScheme}.png`),
          fullPage: true,
        });
        await page.getByTestId('burn-position').click();
        await page.locator('dialog.liquidity-review').getByTestId('review-confirm').waitFor();
        await expect
          .poll(() => page.getByTestId('review-confirm').isEnabled(), { timeout: 20_000 })
          .toBe(true);
        await page.screenshot({ path: join(dir, `burn-review-${device}-${colorScheme}.png`) });
        await page.close();
      }
    }
  });
});

describe('a closed V3 position', () => {
  it('is listed as closed until its owner burns it from its page; then the NFT and the list entry are gone', async () => {
    const link = `/positions/v3/ethereum/${closedId}`;
    const list = await connectedPage('/positions');
    const card = list
      .locator('.position-card[data-version="v3"]')
      .filter({ has: list.locator(`a[href="${link}"]`) });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('Closed');
    expect(await ownerOf(closedId)).toBe(owner);

    const page = await connectedPage(link);
    const actions = page.getByRole('navigation', { name: 'Position actions' });
    await actions.getByTestId('burn-position').click();
    const review = page.locator('dialog.liquidity-review');
    await expect
      .poll(() => review.getByText('Burn position').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const confirm = review.getByTestId('review-confirm');
    await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true);
    await confirm.click();
    await review.getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    await expect(ownerOf(closedId)).rejects.toThrow();

    await review.getByRole('link', { name: 'Your positions' }).click();
    await list.reload();
    await list.getByRole('link', { name: 'Create a position' }).waitFor({ timeout: 20_000 });
    expect(await list.locator(`a[href="${link}"]`).count()).toBe(0);
    await page.waitForURL(siteUrl('/positions'));
    await page.getByRole('link', { name: 'Create a position' }).waitFor({ timeout: 20_000 });
  });
});
