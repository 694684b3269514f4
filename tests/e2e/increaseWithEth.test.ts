import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
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
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { increasePositionPath } from '../../preview/pagePaths.ts';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * `/increase` of a V3 position whose pool holds WETH pays that side with ETH, as the create form does:
 * ETH is the choice when the wallet holds it, and the position manager gets the ETH with the call
 * (`multicall([increaseLiquidity, refundETH])`). On the chain the position grows by what the screen
 * said, the wallet's WETH stays as it was, and its ETH drops by the deposit and the gas only: what the
 * manager did not take came back. With `INCREASE_SHOTS=<dir>`, the form is saved desktop/mobile ×
 * light/dark.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
// No cached block number: the gas and holdings reads name the block they saw.
const chain = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
const SHOTS = process.env.INCREASE_SHOTS;
const market = localChainMarket();
const USDC = market.tokens.find((token) => token.symbol === 'USDC')?.address as Address;
const WETH = A.weth9;
const v3Pool = market.pools.find(
  (p) => p.version === 'V3' && p.feeTier === 500 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
) as PoolRecord;

let browser: Browser;
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
let tokenId: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  // WETH held too: paying with ETH must leave it untouched.
  await topUp(rpcUrl, owner, {
    eth: parseEther('10'),
    tokens: [
      { token: USDC, amount: parseUnits('10000', 6) },
      { token: WETH, amount: parseEther('1') },
    ],
  });
  const provider = await createLiquidityProvider(rpcUrl);
  // A range around the price: the deposit takes both sides.
  ({ tokenId } = await provider.mintV3(v3Pool, parseUnits('1000', 6), parseEther('1'), 10, 0, owner));
}, 120_000);
afterAll(() => browser.close());

const review = (page: Page) => page.locator('dialog.liquidity-review');
const shownNumber = (text: string | null) => Number(text?.replace(/,/g, '').match(/[\d.]+/)?.[0]);

/** An amount the chain moved matches the one the screen showed (six significant digits). */
function expectShown(raw: bigint, decimals: number, shown: number | undefined) {
  const onChain = Number(formatUnits(raw, decimals));
  expect(shown, `shown ${shown} vs chain ${onChain}`).toBeDefined();
  expect(Math.abs(onChain - (shown as number)) / onChain, `shown ${shown} vs chain ${onChain}`).toBeLessThan(
    1e-5,
  );
}

const liquidityOf = async (id: bigint) =>
  (
    await chain.readContract({
      address: A.v3NonfungiblePositionManager,
      abi: v3PositionManagerAbi,
      functionName: 'positions',
      args: [id],
    })
  )[7];

async function holdings() {
  const balance = (token: Address) =>
    chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return {
    block: await chain.getBlockNumber(),
    eth: await chain.getBalance({ address: owner }),
    usdc: await balance(USDC),
    weth: await balance(WETH),
  };
}

/** The transactions `owner` sent after `block`, with what each paid in gas. */
async function sentSince(block: bigint) {
  const sent = [];
  for (let number = block + 1n; number <= (await chain.getBlockNumber()); number++) {
    const { transactions } = await chain.getBlock({ blockNumber: number, includeTransactions: true });
    for (const transaction of transactions) {
      if (transaction.from.toLowerCase() !== owner.toLowerCase()) continue;
      const receipt = await chain.getTransactionReceipt({ hash: transaction.hash });
      sent.push({ transaction, gas: receipt.gasUsed * receipt.effectiveGasPrice });
    }
  }
  return sent;
}

describe('/increase of a V3 position with a WETH side', () => {
  it('pays that side with ETH: the position grows by what the screen said, WETH untouched, unused ETH refunded', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const wallet = await installTestWallet(page, { rpcUrl, privateKey: ownerKey as Hex });
    await page.goto(siteUrl(increasePositionPath('v3', String(tokenId))));
    await connectTestWallet(page, wallet);
    await page.getByTestId('flow-position').waitFor({ timeout: 20_000 });
    // The wallet holds ETH: ETH is the choice, and the WETH side's field asks for ETH.
    const payEth = page.getByRole('button', { name: 'Pay with ETH' });
    await expect.poll(() => payEth.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    const pooled = () => page.getByTestId('pooled-0').textContent().then(shownNumber);
    const pooledBefore = await pooled();
    await page.getByTestId('deposit-ETH').locator('input').fill('0.1');
    await expect.poll(() => page.getByTestId('increase-button').textContent()).toBe('Review');
    await saveScreens(page, SHOTS, 'increase-pay-eth');

    const liquidityBefore = await liquidityOf(tokenId);
    const held = await holdings();
    await page.getByTestId('increase-button').click();
    const confirm = review(page).getByTestId('review-confirm');
    await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true);
    await saveScreens(page, SHOTS, 'increase-pay-eth-review');
    const shown = new Map<string, number>();
    for (const text of await review(page)
      .getByTestId('review-amounts')
      .locator('.review-amount-value > span')
      .allTextContents()) {
      const [, amount, symbol] = text.trim().match(/^([\d,.]+)\s+(\S+)$/) ?? [];
      if (amount && symbol) shown.set(symbol, shownNumber(amount));
    }
    expect([...shown.keys()].sort()).toEqual(['ETH', 'USDC']);
    await confirm.click();
    await review(page).getByTestId('liquidity-confirmed').waitFor({ timeout: 30_000 });

    // USDC's approval (a fresh wallet), none for WETH, then the manager's multicall with the ETH as its value.
    const sent = await sentSince(held.block);
    expect(sent.map(({ transaction }) => transaction.to?.toLowerCase())).toEqual([
      USDC.toLowerCase(),
      A.v3NonfungiblePositionManager.toLowerCase(),
    ]);
    const { transaction } = sent[1] as (typeof sent)[number];
    const gas = sent.reduce((sum, { gas }) => sum + gas, 0n);
    const call = decodeFunctionData({ abi: v3PositionManagerAbi, data: transaction.input });
    const inner = call.functionName === 'multicall' ? (call.args[0] as readonly Hex[]) : [];
    expect(inner.map((data) => decodeFunctionData({ abi: v3PositionManagerAbi, data }).functionName)).toEqual(
      ['increaseLiquidity', 'refundETH'],
    );

    expect(await liquidityOf(tokenId)).toBeGreaterThan(liquidityBefore);
    const after = await holdings();
    expect(after.weth).toBe(held.weth);
    const ethPaid = held.eth - after.eth - gas;
    // What the wallet paid is what the screen said, however much more the call sent: the rest came back.
    expectShown(ethPaid, 18, shown.get('ETH'));
    expect(transaction.value).toBeGreaterThanOrEqual(ethPaid);
    expectShown(held.usdc - after.usdc, 6, shown.get('USDC'));
    // Closed: the page reads the position again, which grew by the deposit shown.
    await review(page).getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(async () => ((await pooled()) - pooledBefore) / (shown.get('USDC') as number), { timeout: 5_000 })
      .toBeCloseTo(1, 2);
  }, 120_000);
});
