import { Ether, Token } from '@uniswap/sdk-core';
import { Pool, Position } from '@uniswap/v4-sdk';
import type { Browser } from 'playwright-core';
import { type Address, createPublicClient, formatUnits, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { hookLabel } from '../../components/HookBadge.tsx';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { v4PositionManagerAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * The V4 pool with a real hook (v4-core's test hook, seeded by the local chain): its page names the
 * hook and its Add liquidity carries it, create offers it beside the pool without one, and the position
 * minted there is in that pool on the chain (its key holds the hook), listed with the amounts its
 * liquidity is worth. With `HOOK_SHOTS=<dir>`, the pool page, create, the list and the position page are
 * saved there (desktop and 390 px, light and dark).
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
const market = localChainMarket();
const SHOTS = process.env.HOOK_SHOTS;
const hooked = market.pools.find((pool) => pool.hook) as PoolRecord;
const USDC = hooked.token1.address as Address;
const HOOK = A.v4TestHook;

let browser: Browser;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;

beforeAll(async () => {
  browser = await launchBrowser();
  await topUp(rpcUrl, owner, {
    eth: parseEther('10'),
    tokens: [{ token: USDC, amount: parseUnits('5000', 6) }],
  });
}, 60_000);
afterAll(() => browser.close());

describe('a V4 pool with a hook', () => {
  it('creates a position in it from its page’s Add liquidity, with the hook in the position’s pool key', async () => {
    expect(hooked.version).toBe('V4');
    expect(hooked.hook).toBe(HOOK.toLowerCase());
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const wallet = await installTestWallet(page, { rpcUrl, privateKey: ownerKey });
    await page.goto(siteUrl(`/explore/pools/ethereum/${hooked.address}`));
    await connectTestWallet(page, wallet);

    // The pool page names its hook, and its way into create carries it.
    await expect
      .poll(() => page.getByRole('link', { name: hookLabel(HOOK.toLowerCase()) }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const add = page.getByRole('link', { name: 'Add liquidity to ETH / USDC' });
    const href = await add.getAttribute('href');
    expect(new URL(href ?? '', siteUrl()).searchParams.get('hook')).toBe(HOOK.toLowerCase());
    await saveScreens(page, SHOTS, 'pool-hooked', { fullPage: true });
    await add.click();

    // Create offers the pair's pools at this fee, the hooked one chosen, its hook named.
    const hookChoice = page.getByTestId(`pool-hook-${HOOK.toLowerCase()}`);
    await expect.poll(() => hookChoice.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    expect(await hookChoice.textContent()).toBe(hookLabel(HOOK.toLowerCase()));
    expect(await page.getByTestId('pool-hook-none').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('range-full').click();
    await page.getByTestId('deposit-ETH').locator('input').fill('0.25');
    // The hooked pool's own liquidity drawn (its ticks read from the chain) before the screen is saved.
    await expect
      .poll(() => page.getByTestId('liquidity-chart').getAttribute('data-points'), { timeout: 20_000 })
      .not.toBe('0');
    await saveScreens(page, SHOTS, 'create-hooked-pool', { fullPage: true });

    await expect
      .poll(() => page.getByTestId('create-button').textContent(), { timeout: 20_000 })
      .toMatch(/^Review/);
    await page.getByTestId('create-button').click();
    const review = page.locator('dialog.liquidity-review');
    await expect.poll(() => review.getByTestId('review-confirm').isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await review.textContent()).toContain(hookLabel(HOOK.toLowerCase()));
    await review.getByTestId('review-confirm').click();
    await review.getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    const link = await review.getByRole('link', { name: /View/ }).getAttribute('href');
    expect(link).toMatch(/^\/positions\/v4\/ethereum\/\d+$/);
    const tokenId = BigInt(link?.split('/').pop() ?? '0');

    // On the chain: the position is in the pool whose key holds the hook.
    const [poolKey] = await chain.readContract({
      address: A.v4PositionManager,
      abi: v4PositionManagerAbi,
      functionName: 'getPoolAndPositionInfo',
      args: [tokenId],
    });
    expect(poolKey.hooks).toBe(HOOK);
    expect([poolKey.fee, poolKey.tickSpacing]).toEqual([hooked.feeTier, hooked.tickSpacing]);
    const held = await amountsOnChain(tokenId, poolKey);

    // Listed at once, the hook named, with the amounts its liquidity is worth.
    await page.goto(siteUrl('/positions'));
    const card = page.locator('.position-card').filter({ has: page.locator(`a[href="${link}"]`) });
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1);
    expect(await card.getByTestId('hook-badge').textContent()).toBe(hookLabel(HOOK.toLowerCase()));
    const [eth, usdc] = ((await card.locator('.position-amounts').textContent()) ?? '').split(' + ');
    expectShown(held.amount0, 18, eth);
    expectShown(held.amount1, 6, usdc);
    await saveScreens(page, SHOTS, 'positions-hooked', { fullPage: true });
    await page.goto(siteUrl(link ?? ''));
    await expect
      .poll(() => page.locator('.position-header').getByTestId('hook-badge').textContent(), {
        timeout: 30_000,
      })
      .toBe(hookLabel(HOOK.toLowerCase()));
    await saveScreens(page, SHOTS, 'position-hooked', { fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);
});

/** What a V4 position's liquidity is worth at the pool's price now (the SDK's position math). */
async function amountsOnChain(
  tokenId: bigint,
  key: { fee: number; tickSpacing: number; hooks: Address },
): Promise<{ amount0: bigint; amount1: bigint }> {
  const [[, info], liquidity, [sqrtPriceX96, tick], poolLiquidity] = await Promise.all([
    chain.readContract({
      address: A.v4PositionManager,
      abi: v4PositionManagerAbi,
      functionName: 'getPoolAndPositionInfo',
      args: [tokenId],
    }),
    chain.readContract({
      address: A.v4PositionManager,
      abi: v4PositionManagerAbi,
      functionName: 'getPositionLiquidity',
      args: [tokenId],
    }),
    chain.readContract({
      address: A.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getSlot0',
      args: [hooked.address as Address],
    }),
    chain.readContract({
      address: A.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getLiquidity',
      args: [hooked.address as Address],
    }),
  ]);
  expect(liquidity).toBeGreaterThan(0n);
  // PositionInfo packs tickUpper (bits 32-55) and tickLower (bits 8-31) as int24.
  const int24 = (bits: bigint) => Number(BigInt.asIntN(24, bits & 0xffffffn));
  const pool = new Pool(
    Ether.onChain(LOCAL_CHAIN_ID),
    new Token(LOCAL_CHAIN_ID, USDC, 6),
    key.fee,
    key.tickSpacing,
    key.hooks,
    sqrtPriceX96.toString(),
    poolLiquidity.toString(),
    tick,
  );
  const position = new Position({
    pool,
    liquidity: liquidity.toString(),
    tickLower: int24(info >> 8n),
    tickUpper: int24(info >> 32n),
  });
  return {
    amount0: BigInt(position.amount0.quotient.toString()),
    amount1: BigInt(position.amount1.quotient.toString()),
  };
}

/** "1,234.56 USDC" matches the chain's raw amount to the six significant digits shown. */
function expectShown(raw: bigint, decimals: number, shown: string | undefined) {
  const onChain = Number(formatUnits(raw, decimals));
  const number = Number(shown?.replace(/,/g, '').match(/[\d.]+/)?.[0]);
  expect(Math.abs(onChain - number) / onChain, `shown ${shown} vs chain ${onChain}`).toBeLessThan(1e-5);
}
