import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { swapThroughV3 } from '../../chain/referenceSwaps.fixture.ts';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { v3PoolAbi, v3PositionManagerAbi, v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet, type TestWallet } from './testWallet.ts';

/**
 * The pages that write liquidity, end to end in Chromium with the injected test wallet against the
 * local chain: create (V3 custom range, V4 full range), collect after a swap through the pool, add to a
 * position (`/increase`), remove 50 % then 100 %, migrate V2 → V3 and V3 → V4, the legacy `/add/v2` form
 * and a V2 removal; after each, the chain's own state (liquidity, owner, balances) matches the screen.
 * And each bad input in words, a price that moves past the slippage after the review among them. With
 * `FLOW_SHOTS=<dir>`, the screens desktop/mobile × light/dark are saved there.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
// No cached block number (viem keeps one for 4 s): the gas and holdings reads name the block they saw.
const chain = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
const market = localChainMarket();
const SHOTS = process.env.FLOW_SHOTS;
const tokenAddress = (symbol: string) =>
  market.tokens.find((token) => token.symbol === symbol)?.address as Address;
const USDC = tokenAddress('USDC');
const USDT = tokenAddress('USDT');
const WETH = A.weth9;

const pool = (predicate: (pool: PoolRecord) => boolean) => market.pools.find(predicate) as PoolRecord;
const v2Pool = pool((p) => p.version === 'V2' && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH');
const v4Pool = pool(
  (p) => p.version === 'V4' && p.token0.standard === 'NATIVE' && p.token1.symbol === 'USDC',
);
/** A pool no other flow here trades in: the price-moved check swaps through it, then back. */
const quietV3Pool = pool(
  (p) =>
    p.version === 'V3' && p.feeTier === 10_000 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
);

let browser: Browser;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
/** Filled in as the flows make them. */
let v3Id: bigint;
let v4Id: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  await topUp(rpcUrl, owner, {
    eth: parseEther('100'),
    tokens: [
      { token: USDC, amount: parseUnits('50000', 6) },
      // A V3 position holds WETH, and adding to one takes WETH.
      { token: WETH, amount: parseEther('5') },
    ],
  });
}, 60_000);
afterAll(() => browser.close());

async function connectedPage(path: string, key: Hex = ownerKey): Promise<{ page: Page; wallet: TestWallet }> {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: key });
  await page.goto(siteUrl(path));
  await connectTestWallet(page, wallet);
  return { page, wallet };
}

const review = (page: Page) => page.locator('dialog.liquidity-review');

/** Opens the flow's review and waits for its plan: the amounts it shows, by symbol. */
async function openReview(page: Page, button: string): Promise<Map<string, number>> {
  // The page's own wallet connection follows the top bar's within a second: until then it says Connect.
  await expect.poll(() => page.getByTestId(button).textContent(), { timeout: 20_000 }).toMatch(/^Review/);
  await page.getByTestId(button).click();
  await expect
    .poll(() => review(page).getByTestId('review-confirm').isEnabled(), { timeout: 20_000 })
    .toBe(true);
  return shownAmounts(review(page).getByTestId('review-amounts').locator('.review-amount-value > span'));
}

/**
 * Reviews and confirms the open flow: the amounts the review showed, and the confirmed sheet's link
 * (the position's page) if it has one.
 */
async function confirm(
  page: Page,
  button: string,
): Promise<{ link: string | null; amounts: Map<string, number> }> {
  const amounts = await openReview(page, button);
  await review(page).getByTestId('review-confirm').click();
  await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
  // The link is drawn with the confirmed step or not at all (a removal has none): asking for an
  // attribute of a missing one would wait out Playwright's 30 s action timeout.
  const link = review(page).getByRole('link', { name: /View/ });
  return { link: (await link.count()) ? await link.getAttribute('href') : null, amounts };
}

/** "1,234.5 USDC"-style amounts of a list of elements, by symbol. */
async function shownAmounts(elements: ReturnType<Page['locator']>): Promise<Map<string, number>> {
  const amounts = new Map<string, number>();
  for (const text of await elements.allTextContents()) {
    const [, amount, symbol] = text.trim().match(/^([\d,.]+)\s+(\S+)$/) ?? [];
    if (amount && symbol) amounts.set(symbol, shownNumber(amount));
  }
  return amounts;
}

const shownNumber = (text: string | null) => Number(text?.replace(/,/g, '').match(/[\d.]+/)?.[0]);

/** An amount the chain moved matches the one the screen showed (six significant digits). */
function expectShown(raw: bigint, decimals: number, shown: number | undefined) {
  const onChain = Number(formatUnits(raw, decimals));
  expect(shown, `shown ${shown} vs chain ${onChain}`).toBeDefined();
  expect(Math.abs(onChain - (shown as number)) / onChain, `shown ${shown} vs chain ${onChain}`).toBeLessThan(
    1e-5,
  );
}

const tokenBalance = (token: Address, holder: Address = owner) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });

/** ETH and the given tokens `owner` holds now, and the block they were read at. */
async function holdings(tokens: readonly Address[]) {
  const block = await chain.getBlockNumber();
  return {
    block,
    eth: await chain.getBalance({ address: owner }),
    tokens: await Promise.all(tokens.map((token) => tokenBalance(token))),
  };
}

/** The gas `owner` paid for the transactions it sent after `block`: an ETH change without it is the flow's. */
async function gasPaidSince(block: bigint): Promise<bigint> {
  let paid = 0n;
  for (let number = block + 1n; number <= (await chain.getBlockNumber()); number++) {
    const { transactions } = await chain.getBlock({ blockNumber: number, includeTransactions: true });
    for (const transaction of transactions) {
      if (transaction.from.toLowerCase() !== owner.toLowerCase()) continue;
      const receipt = await chain.getTransactionReceipt({ hash: transaction.hash });
      paid += receipt.gasUsed * receipt.effectiveGasPrice;
    }
  }
  return paid;
}

const poolPrice = async (address: Address) =>
  (await chain.readContract({ address, abi: v3PoolAbi, functionName: 'slot0' }))[0];

const v3Position = (tokenId: bigint) =>
  chain.readContract({
    address: A.v3NonfungiblePositionManager,
    abi: v3PositionManagerAbi,
    functionName: 'positions',
    args: [tokenId],
  });
const v4Liquidity = (tokenId: bigint) =>
  chain.readContract({
    address: A.v4PositionManager,
    abi: v4PositionManagerAbi,
    functionName: 'getPositionLiquidity',
    args: [tokenId],
  });
const ownerOf = (manager: Address, tokenId: bigint) =>
  chain.readContract({
    address: manager,
    abi: v4PositionManagerAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

describe('create a position', () => {
  it('mints a V3 position in a custom range, with the amounts and range the chain then holds', async () => {
    const { page } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=500`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    const current = Number((await page.getByTestId('current-price').textContent())?.match(/[\d.]+/)?.[0]);
    await page.getByTestId('range-min').fill(String(Math.round(current * 0.8)));
    await page.getByTestId('range-max').fill(String(Math.round(current * 1.25)));
    const ethField = page.getByTestId('deposit-ETH').locator('input');
    await ethField.fill('0.5');
    const usdcText = await page.getByTestId('deposit-USDC').locator('input').inputValue();
    expect(Number(usdcText)).toBeGreaterThan(0);
    await saveScreens(page, SHOTS, 'create');
    const { link } = await confirm(page, 'create-button');
    expect(link).toMatch(/^\/positions\/v3\/ethereum\/\d+$/);
    v3Id = BigInt(link?.split('/').pop() ?? '0');
    const [, , , , fee, tickLower, tickUpper, liquidity] = await v3Position(v3Id);
    expect(fee).toBe(500);
    expect(liquidity).toBeGreaterThan(0n);
    expect(tickLower).toBeLessThan(tickUpper);
    expect((await ownerOf(A.v3NonfungiblePositionManager, v3Id)).toLowerCase()).toBe(owner.toLowerCase());
  }, 120_000);

  it('mints a V4 full-range position, listed at once with the chain’s liquidity', async () => {
    const { page } = await connectedPage(
      `/positions/create/v4?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=${v4Pool.feeTier}`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('range-full').click();
    await page.getByTestId('deposit-ETH').locator('input').fill('0.25');
    const { link } = await confirm(page, 'create-button');
    expect(link).toMatch(/^\/positions\/v4\/ethereum\/\d+$/);
    v4Id = BigInt(link?.split('/').pop() ?? '0');
    expect(await v4Liquidity(v4Id)).toBeGreaterThan(0n);
    await page.goto(siteUrl('/positions'));
    await expect
      .poll(() => page.locator(`a[href="/positions/v4/ethereum/${v4Id}"]`).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator(`a[href="/positions/v3/ethereum/${v3Id}"]`).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }, 120_000);
});

describe('collect, remove, migrate', () => {
  it('collects the fees a swap through the pool earned, as ETH', async () => {
    const trader = await createTradingAccount(rpcUrl);
    await trader.swapV3(parseEther('5'), 500);
    const { page } = await connectedPage(`/positions/v3/ethereum/${v3Id}`);
    const collect = page.getByTestId('collect-fees');
    await expect.poll(() => collect.isEnabled(), { timeout: 30_000 }).toBe(true);
    const ethBefore = await chain.getBalance({ address: owner });
    await collect.click();
    await expect
      .poll(() => review(page).getByTestId('review-confirm').isEnabled(), { timeout: 20_000 })
      .toBe(true);
    await saveScreens(page, SHOTS, 'collect');
    await review(page).getByTestId('review-confirm').click();
    await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    const [, , , , , , , , , , owed0, owed1] = await v3Position(v3Id);
    expect([owed0, owed1]).toEqual([0n, 0n]);
    // The WETH fees arrived as ETH: more than the collect's gas cost.
    expect(await chain.getBalance({ address: owner })).toBeGreaterThan(ethBefore - parseEther('0.01'));
  }, 120_000);

  it('adds to the V3 position from its page (/increase): the chain’s liquidity and balances as the review said', async () => {
    const [, , , , , , , liquidityBefore] = await v3Position(v3Id);
    const { page } = await connectedPage(`/positions/v3/ethereum/${v3Id}`);
    await page.getByRole('link', { name: 'Add liquidity' }).click();
    await page.waitForURL(/\/increase\?/);
    expect(new URL(page.url()).searchParams.get('tokenId')).toBe(String(v3Id));
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    const pooled = () => page.getByTestId('pooled-0').textContent().then(shownNumber);
    const pooledBefore = await pooled();
    // Paid in WETH here (increaseWithEth.test.ts pays the WETH side with ETH, the default).
    await page.getByRole('button', { name: 'Pay with WETH' }).click();
    await page.getByTestId('deposit-WETH').locator('input').fill('0.1');
    await saveScreens(page, SHOTS, 'increase');
    const held = await holdings([USDC, WETH]);
    const { amounts } = await confirm(page, 'increase-button');
    const [, , , , , , , liquidityAfter] = await v3Position(v3Id);
    expect(liquidityAfter).toBeGreaterThan(liquidityBefore);
    const after = await holdings([USDC, WETH]);
    expectShown((held.tokens[0] as bigint) - (after.tokens[0] as bigint), 6, amounts.get('USDC'));
    expectShown((held.tokens[1] as bigint) - (after.tokens[1] as bigint), 18, amounts.get('WETH'));
    // Closed: the page reads the position again at once, not at its next poll (15 s).
    await review(page).getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(async () => ((await pooled()) - pooledBefore) / (amounts.get('USDC') as number), {
        timeout: 5_000,
      })
      .toBeCloseTo(1, 2);
  }, 120_000);

  it('removes 50 % then 100 % of the V4 position: half the liquidity, then the NFT burned', async () => {
    const before = await v4Liquidity(v4Id);
    const { page } = await connectedPage(`/remove/${v4Id}`);
    // `/remove/{id}` names no version: until the wallet is known, another owner's V3 #id may show.
    await expect
      .poll(() => page.getByTestId('flow-position').textContent(), { timeout: 20_000 })
      .toMatch(new RegExp(`V4.*#${v4Id}Pooled`));
    const pooled = () => page.getByTestId('pooled-1').textContent().then(shownNumber);
    const pooledBefore = await pooled();
    await page.getByTestId('remove-preset-50').click();
    await saveScreens(page, SHOTS, 'remove');
    const held = await holdings([USDC]);
    const { amounts } = await confirm(page, 'remove-button');
    expect(await v4Liquidity(v4Id)).toBe(before - before / 2n);
    const after = await holdings([USDC]);
    expectShown(after.eth - held.eth + (await gasPaidSince(held.block)), 18, amounts.get('ETH'));
    expectShown((after.tokens[0] as bigint) - (held.tokens[0] as bigint), 6, amounts.get('USDC'));
    // Done: the page reads the position again at once, not at its next poll (15 s).
    await review(page).getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await pooled()) / pooledBefore, { timeout: 5_000 }).toBeCloseTo(0.5, 3);
    await page.getByTestId('remove-preset-100').click();
    await confirm(page, 'remove-button');
    await expect(ownerOf(A.v4PositionManager, v4Id)).rejects.toThrow();
  }, 120_000);

  it('migrates the V3 position into V4 in one transaction: the V3 NFT burned, a V4 one minted to its owner', async () => {
    const { page } = await connectedPage(`/migrate/v3/ethereum/${v3Id}`);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('migrate-full').click();
    await saveScreens(page, SHOTS, 'migrate');
    const { link } = await confirm(page, 'migrate-button');
    expect(link).toMatch(/^\/positions\/v4\/ethereum\/\d+$/);
    const migrated = BigInt(link?.split('/').pop() ?? '0');
    expect(await v4Liquidity(migrated)).toBeGreaterThan(0n);
    expect((await ownerOf(A.v4PositionManager, migrated)).toLowerCase()).toBe(owner.toLowerCase());
    await expect(ownerOf(A.v3NonfungiblePositionManager, v3Id)).rejects.toThrow();
  }, 120_000);

  it('migrates a V2 share into a V3 range through the V3Migrator, the refund shown', async () => {
    const provider = await createLiquidityProvider(rpcUrl);
    await provider.addV2Liquidity(v2Pool, parseUnits('2000', 6), parseEther('1'));
    await provider.transferV2Shares(v2Pool, owner, await provider.v2Shares(v2Pool));
    const { page } = await connectedPage(`/migrate/v2/ethereum/${v2Pool.address.toLowerCase()}`);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('fee-tier-500').click();
    await page.getByTestId('migrate-preset-10').click();
    await page.getByTestId('migrate-button').click();
    await expect
      .poll(() => review(page).getByTestId('review-confirm').isEnabled(), { timeout: 20_000 })
      .toBe(true);
    expect(await review(page).getByTestId('review-amounts').textContent()).toContain('Refunded to you');
    await review(page).getByTestId('review-confirm').click();
    await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    const link = await review(page).getByRole('link', { name: /View/ }).getAttribute('href');
    const migrated = BigInt(link?.split('/').pop() ?? '0');
    const [, , , , fee, , , liquidity] = await v3Position(migrated);
    expect(fee).toBe(500);
    expect(liquidity).toBeGreaterThan(0n);
  }, 120_000);
});

describe('V2 through the legacy forms', () => {
  const pair = v2Pool.address as Address;

  it('adds to the ETH/USDC pair at /add/v2: the share minted, listed, and paid as the review said', async () => {
    const lpBefore = await tokenBalance(pair);
    const { page } = await connectedPage(`/add/v2?currencyA=ETH&currencyB=${USDC}`);
    await page.getByTestId('deposit-ETH').locator('input').fill('0.2');
    await expect.poll(() => page.getByTestId('deposit-USDC').locator('input').inputValue()).toMatch(/^[1-9]/);
    await saveScreens(page, SHOTS, 'add-v2');
    const held = await holdings([USDC]);
    const { link, amounts } = await confirm(page, 'create-button');
    expect(link).toBe(`/positions/v2/ethereum/${pair.toLowerCase()}`);
    expect(await tokenBalance(pair)).toBeGreaterThan(lpBefore);
    const after = await holdings([USDC]);
    expectShown(held.eth - after.eth - (await gasPaidSince(held.block)), 18, amounts.get('ETH'));
    expectShown((held.tokens[0] as bigint) - (after.tokens[0] as bigint), 6, amounts.get('USDC'));
    await page.goto(siteUrl('/positions'));
    await expect
      .poll(() => page.locator(`a[href^="${link}?"]`).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
  }, 120_000);

  it('removes half the V2 share at /remove/v2/ETH/{USDC}: the LP tokens redeemed for what the screen said', async () => {
    const lpBefore = await tokenBalance(pair);
    const { page } = await connectedPage(`/remove/v2/ETH/${USDC}`);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    await page.getByTestId('remove-preset-50').click();
    const onPage = await shownAmounts(page.getByTestId('remove-receive').locator('dd'));
    const held = await holdings([USDC]);
    const { amounts } = await confirm(page, 'remove-button');
    expect(await tokenBalance(pair)).toBe(lpBefore - (lpBefore * 5_000n) / 10_000n);
    const after = await holdings([USDC]);
    const eth = after.eth - held.eth + (await gasPaidSince(held.block));
    const usdc = (after.tokens[0] as bigint) - (held.tokens[0] as bigint);
    expectShown(eth, 18, amounts.get('ETH'));
    expectShown(usdc, 6, amounts.get('USDC'));
    expectShown(eth, 18, onPage.get('ETH'));
    expectShown(usdc, 6, onPage.get('USDC'));
  }, 120_000);
});

describe('bad input, in words', () => {
  it('says min ≥ max, a range beyond the tick bounds, and an amount beyond the balance', async () => {
    const { page } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=500`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('range-min').fill('4000');
    await page.getByTestId('range-max').fill('2000');
    await expect
      .poll(() => page.getByTestId('range-problem').textContent())
      .toMatch(/minimum price must be lower/);
    expect(await page.getByTestId('create-button').textContent()).toBe('Fix the price range');
    await page.getByTestId('range-max').fill(`1${'0'.repeat(60)}`);
    await expect
      .poll(() => page.getByTestId('range-problem').textContent())
      .toMatch(/beyond the prices a pool can hold/);
    await page.getByTestId('range-full').click();
    await page.getByTestId('deposit-ETH').locator('input').fill('1000000');
    await expect
      .poll(() => page.getByTestId('create-button').textContent())
      .toMatch(/^Insufficient (ETH|USDC) balance$/);
  }, 120_000);

  it('offers to create a pool that does not exist, with a starting price', async () => {
    const { page } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDT}&fee=3000`,
    );
    await page.getByTestId('new-pool').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('create-button').textContent()).toBe('Set a starting price');
  }, 120_000);

  it('says an unknown position id is unknown', async () => {
    const { page } = await connectedPage('/remove/987654321');
    await expect
      .poll(() => page.getByTestId('position-not-found').textContent(), { timeout: 20_000 })
      .toContain('There is no position #987654321');
  }, 120_000);

  it('leaves everything as it was when the signature is rejected', async () => {
    const { page, wallet } = await connectedPage(
      `/positions/create/v4?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=${v4Pool.feeTier}`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('deposit-ETH').locator('input').fill('0.1');
    const ethBefore = await chain.getBalance({ address: owner });
    wallet.rejectNext('transaction');
    await expect
      .poll(() => page.getByTestId('create-button').textContent(), { timeout: 20_000 })
      .toBe('Review');
    await page.getByTestId('create-button').click();
    const confirmButton = review(page).getByTestId('review-confirm');
    await expect.poll(() => confirmButton.isEnabled(), { timeout: 20_000 }).toBe(true);
    await confirmButton.click();
    await review(page).getByTestId('liquidity-failed').waitFor({ timeout: 20_000 });
    expect(await review(page).textContent()).toMatch(/rejected/i);
    expect(await chain.getBalance({ address: owner })).toBe(ethBefore);
  }, 120_000);

  it('says the price moved past the slippage between review and signature, and sends nothing', async () => {
    const { page, wallet } = await connectedPage(
      `/positions/create/v3?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=${quietV3Pool.feeTier}`,
    );
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    await page.getByTestId('range-full').click();
    await page.getByTestId('deposit-ETH').locator('input').fill('0.1');
    const reviewed = await openReview(page, 'create-button');
    const held = await holdings([USDC, WETH]);
    const positionsHeld = await tokenBalance(A.v3NonfungiblePositionManager);
    const asked = wallet.requests.length;
    // Another account trades the pool's price away while the review is open: beyond 3× the slippage.
    const trader = await createTradingAccount(rpcUrl);
    const address = quietV3Pool.address as Address;
    const priceBefore = await poolPrice(address);
    const usdcBefore = await tokenBalance(USDC, trader.address);
    // Selling WETH raises the pool's √price (WETH per USDC).
    for (let swaps = 0; (await poolPrice(address)) * 1_000n < priceBefore * 1_015n; swaps++) {
      expect(swaps, 'the pool’s price hardly moves').toBeLessThan(10);
      await trader.swapV3(parseEther('20'), 10_000);
    }
    await review(page).getByTestId('review-confirm').click();
    await expect
      .poll(() => review(page).getByTestId('price-moved').textContent(), { timeout: 20_000 })
      .toMatch(/price moved past your slippage.*nothing was sent/i);
    await saveScreens(page, SHOTS, 'price-moved');
    const fresh = await shownAmounts(
      review(page).getByTestId('review-amounts').locator('.review-amount-value > span'),
    );
    expect(fresh.get('USDC')).not.toBe(reviewed.get('USDC'));
    expect(wallet.requests.slice(asked)).not.toContain('eth_sendTransaction');
    expect(await holdings([USDC, WETH])).toEqual({ ...held, block: await chain.getBlockNumber() });
    expect(await tokenBalance(A.v3NonfungiblePositionManager)).toBe(positionsHeld);
    // Confirmed again at the new amounts, it goes through.
    await review(page).getByTestId('review-confirm').click();
    await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });
    expect(await tokenBalance(A.v3NonfungiblePositionManager)).toBe(positionsHeld + 1n);
    // The pool's price back near where it was, for the files that run after this one.
    await swapThroughV3(
      trader.client,
      USDC,
      WETH,
      10_000,
      (await tokenBalance(USDC, trader.address)) - usdcBefore,
    );
  }, 120_000);

  it('names the hook a V4 create link asks for, and says plainly when it is no hook here', async () => {
    // The one hook the chain runs is v4-core's test hook (tests/e2e/hookedPool.test.ts): a link can name another.
    expect(market.pools.filter((p) => p.hook).map((p) => p.hook)).toEqual([A.v4TestHook.toLowerCase()]);
    const errors: Error[] = [];
    const base = `/positions/create/v4?chain=ethereum&currencyA=ETH&currencyB=${USDC}&fee=${v4Pool.feeTier}`;
    const missingHook = '0x000000000000000000000000000000000000dead';
    const { page } = await connectedPage(`${base}&hook=${missingHook}`);
    page.on('pageerror', (error) => errors.push(error));
    await expect
      .poll(() => page.getByTestId('hook-problem').textContent(), { timeout: 20_000 })
      .toMatch(new RegExp(`no hook contract at ${missingHook}`, 'i'));
    expect(await page.getByTestId(`pool-hook-${missingHook}`).getAttribute('aria-pressed')).toBe('true');
    // Blocked for the hook, before the missing pool's starting price is even asked for.
    expect(await page.getByTestId('create-button').textContent()).toBe('Choose a pool without this hook');
    expect(await page.getByTestId('create-button').isEnabled()).toBe(false);
    await saveScreens(page, SHOTS, 'hook-missing');
    await page.goto(siteUrl(`${base}&hook=not-an-address`));
    await expect
      .poll(() => page.getByTestId('hook-problem').textContent(), { timeout: 20_000 })
      .toMatch(/hook.*not an address/i);
    // The pool without a hook is what the page then offers.
    await page.getByTestId('current-price').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  }, 120_000);
});
