import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, formatEther, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { topUp } from '../../devChain/faucet.ts';
import { moveChainClock } from '../../devChain/moveChainClock.ts';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { TOKEN_LAUNCH_CONTRACTS } from '../../protocol/tokenLaunchContracts.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { saveScreens } from './saveScreens.ts';
import { connectTestWallet, installTestWallet, type TestWallet } from './testWallet.ts';

const SHOTS = process.env.TOUCAN_SHOTS;
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const live = TOKEN_LAUNCH_CONTRACTS.aurora.auction;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const read = <Name extends 'clearingPrice' | 'bidCount'>(functionName: Name) =>
  chain.readContract({ address: live, abi: tokenLaunchAuctionAbi, functionName });

/** A launch page with a fresh test wallet holding 10 ETH, connected: what it ends with came from the test. */
async function launchPage(
  auction: string,
  privateKey = generatePrivateKey(),
): Promise<{ page: Page; wallet: TestWallet }> {
  const page = await openPage(browser);
  const wallet = await installTestWallet(page, { rpcUrl, privateKey });
  await topUp(rpcUrl, wallet.address, { eth: parseEther('10'), tokens: [] });
  await page.goto(siteUrl(`/explore/toucan/${auction.toLowerCase()}`));
  await connectTestWallet(page, wallet);
  return { page, wallet };
}

async function fillBid(page: Page, budget: string, maxPrice: string) {
  await page.getByTestId('bid-budget').fill(budget);
  await page.getByTestId('bid-max-price').fill(maxPrice);
}

/** Places a bid through the page's form and review sheet, and waits for it to be placed. */
async function placeBid(page: Page, budget: string, maxPrice: bigint) {
  await fillBid(page, budget, formatEther(maxPrice));
  await page.getByRole('button', { name: 'Review bid' }).click();
  await review(page).getByRole('button', { name: 'Place bid' }).click();
  await page.getByRole('heading', { name: 'Bid placed' }).waitFor();
  await review(page).getByRole('button', { name: 'Done' }).click();
}

const claimSheet = (page: Page) =>
  page.getByRole('dialog', { name: /Review claim|Confirm in|Claiming|Claimed|Claim failed/ });

const review = (page: Page) =>
  page.getByRole('dialog', { name: /Review bid|Confirm in|Bidding|Bid placed|Bid failed/ });

describe('/explore/toucan/{auction} for crawlers (raw HTML, no JavaScript)', () => {
  const headOf = async (path: string) => {
    const response = await fetch(siteUrl(path));
    const html = await response.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return { status: response.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], meta };
  };

  // Prerendered: the build's Data API runs before the chain, so these carry no phase (the edge's do,
  // tests/worker/tokenLaunchPreview.test.ts); when a build does read one, it leads the description.
  it('names the launch and its symbol in its preview tags', async () => {
    const ended = await headOf(`/explore/toucan/${TOKEN_LAUNCH_CONTRACTS.kestrel.auction.toLowerCase()}`);
    expect(ended.status).toBe(200);
    expect(ended.title).toBe('Kestrel Protocol (KSTR) token launch on Uniswap');
    expect(ended.meta('og:title')).toBe(ended.title);
    expect(ended.meta('og:description')).toMatch(
      /^(Auction ended: bids can be claimed\. )?Kestrel Protocol is/,
    );
    const open = await headOf(`/explore/toucan/${live.toLowerCase()}`);
    expect(open.title).toBe('Aurora Network (AUR) token launch on Uniswap');
    expect(open.meta('og:description')).toMatch(/^(Auction (live|ended): [^.]+\. )?Aurora Network settles/);
  });

  it('says so in its tags for an auction no launch sells at', async () => {
    const unknown = await headOf('/explore/toucan/0x000000000000000000000000000000000000dead');
    expect(unknown.status).toBe(200);
    expect(unknown.title).toBe('Token launch not found on Uniswap');
    expect(unknown.meta('og:description')).toMatch(/^No token launch has its auction at this address/);
  });
});

describe('/explore/toucan/{auction}', () => {
  it('bids from the wallet: the bid is on the chain and on the page as yours', async () => {
    const { page, wallet } = await launchPage(live);
    await page.getByTestId('launch-title').getByText('Aurora Network').waitFor();
    await page.getByTestId('launch-phase').getByText('Live').waitFor();
    const before = await read('bidCount');
    const maxPrice = (await read('clearingPrice')) * 3n;
    await fillBid(page, '1.5', formatEther(maxPrice));
    await page.getByRole('button', { name: 'Review bid' }).click();
    await review(page).getByRole('button', { name: 'Place bid' }).click();
    await page.getByRole('heading', { name: 'Bid placed' }).waitFor();
    await review(page).getByRole('button', { name: 'Done' }).click();

    expect(await read('bidCount')).toBe(before + 1n);
    const [owner, budget, recordedMax] = await chain.readContract({
      address: live,
      abi: tokenLaunchAuctionAbi,
      functionName: 'bids',
      args: [before],
    });
    expect([owner, budget, recordedMax]).toEqual([wallet.address, parseEther('1.5'), maxPrice]);
    const yours = page.getByTestId('your-bids');
    await yours.getByText(/1\.5 ETH up to/).waitFor();
    await page.getByTestId('launch-bids').getByRole('cell', { name: 'You' }).first().waitFor();
    await expect.poll(() => yours.textContent()).toMatch(/Would get at today’s price: [\d,.]+ AUR/);
    await saveScreens(page, SHOTS, 'launch-live-with-bid', { fullPage: true });
  });

  it('refuses a bid of nothing, over the balance or at the clearing price, with a reason, sending nothing', async () => {
    const { page, wallet } = await launchPage(live);
    const clearing = await read('clearingPrice');
    const before = { bids: await read('bidCount'), eth: await chain.getBalance({ address: wallet.address }) };
    const button = page.getByTestId('bid-button');
    const problem = page.getByTestId('bid-problem');

    await fillBid(page, '0', formatEther(clearing * 2n));
    await problem.getByText('A bid needs more than 0 ETH.').waitFor();
    expect(await button.isDisabled()).toBe(true);

    await fillBid(page, '25', formatEther(clearing * 2n));
    await button.getByText('Insufficient ETH balance').waitFor();
    expect(await problem.textContent()).toMatch(/You have 10 ETH/);
    expect(await button.isDisabled()).toBe(true);

    await fillBid(page, '1', formatEther(clearing));
    await button.getByText('Max price too low').waitFor();
    expect(await problem.textContent()).toMatch(/must be above the clearing price/);
    expect(await button.isDisabled()).toBe(true);
    await saveScreens(page, SHOTS, 'launch-refused', { fullPage: true });

    expect(await read('bidCount')).toBe(before.bids);
    expect(await chain.getBalance({ address: wallet.address })).toBe(before.eth);
  });

  it('takes no bid after the end, and says so', async () => {
    const { page } = await launchPage(TOKEN_LAUNCH_CONTRACTS.kestrel.auction);
    await page.getByTestId('launch-phase').getByText('Ended').waitFor();
    await page
      .getByTestId('bid-problem')
      .getByText('This auction has ended: it takes no more bids.')
      .waitFor();
    expect(await page.getByTestId('bid-button').isDisabled()).toBe(true);
    await saveScreens(page, SHOTS, 'launch-ended', { fullPage: true });
  });

  // Last: it ends the live auction for good (the chain's clock only moves forward).
  it('claims after the end: tokens for a filled bid, ETH back for an outbid one; a second claim is refused', async () => {
    const key = generatePrivateKey();
    const { page, wallet } = await launchPage(live, key);
    const at = { address: live, abi: tokenLaunchAuctionAbi } as const;
    const firstId = await read('bidCount');
    await placeBid(page, '1.25', (await read('clearingPrice')) * 10n);
    const lowMax = (await read('clearingPrice')) + parseEther('0.000000001');
    await placeBid(page, '0.5', lowMax);
    const [filled, outbid] = [firstId, firstId + 1n];
    expect((await chain.readContract({ ...at, functionName: 'bids', args: [outbid] }))[0]).toBe(
      wallet.address,
    );

    // Another bidder buys at twice the low bid's price: that bid is outbid and will be refunded.
    const other = privateKeyToAccount(generatePrivateKey());
    const supply = await chain.readContract({ ...at, functionName: 'supply' });
    const budget = (supply * lowMax * 2n) / 10n ** 18n;
    await topUp(rpcUrl, other.address, { eth: budget + parseEther('1'), tokens: [] });
    const otherWallet = createWalletClient({ account: other, transport: http(rpcUrl) });
    await chain.waitForTransactionReceipt({
      hash: await otherWallet.writeContract({
        ...at,
        functionName: 'bid',
        args: [lowMax * 4n],
        value: budget,
        chain: null,
      }),
    });
    expect(await read('clearingPrice')).toBeGreaterThan(lowMax);

    // The end, on the local chain's clock.
    const endTime = await chain.readContract({ ...at, functionName: 'endTime' });
    const { timestamp } = await chain.getBlock();
    await moveChainClock(rpcUrl, { seconds: endTime - timestamp + 1n });
    await page.getByTestId('launch-phase').getByText('Ended').waitFor();
    const yours = page.getByTestId('your-bids');
    const bidRow = (budgetText: string) => yours.locator('li', { hasText: `${budgetText} ETH up to` });

    // A second page of the same wallet, its claim review of the filled bid open before the claim lands.
    const { page: stale } = await launchPage(live, key);
    await stale
      .getByTestId('your-bids')
      .locator('li', { hasText: '1.25 ETH up to' })
      .getByTestId('claim-button')
      .click();
    await claimSheet(stale).getByRole('heading', { name: 'Review claim' }).waitFor();

    const token = TOKEN_LAUNCH_CONTRACTS.aurora.token;
    const tokens = () =>
      chain.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet.address],
      });
    const [bought] = await chain.readContract({ ...at, functionName: 'settlement', args: [filled] });
    expect(bought).toBeGreaterThan(0n);
    const tokensBefore = await tokens();
    await bidRow('1.25').getByTestId('claim-button').click();
    await claimSheet(page).getByRole('heading', { name: 'Review claim' }).waitFor();
    await saveScreens(page, SHOTS, 'launch-claim-review');
    await claimSheet(page).getByRole('button', { name: 'Claim', exact: true }).click();
    await page.getByRole('heading', { name: 'Claimed' }).waitFor();
    await claimSheet(page).getByRole('button', { name: 'Done' }).click();
    expect(await tokens()).toBe(tokensBefore + bought);

    const [none, refund] = await chain.readContract({ ...at, functionName: 'settlement', args: [outbid] });
    expect([none, refund]).toEqual([0n, parseEther('0.5')]);
    const ethBefore = await chain.getBalance({ address: wallet.address });
    await bidRow('0.5').getByTestId('claim-button').click();
    await claimSheet(page).getByRole('button', { name: 'Claim', exact: true }).click();
    await page.getByRole('heading', { name: 'Claimed' }).waitFor();
    await claimSheet(page).getByRole('button', { name: 'Done' }).click();
    const [claimedEvent] = await chain.getContractEvents({
      ...at,
      eventName: 'Claimed',
      args: { bidId: outbid },
      fromBlock: 0n,
      strict: true,
    });
    const receipt = await chain.getTransactionReceipt({ hash: claimedEvent?.transactionHash ?? '0x' });
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await chain.getBalance({ address: wallet.address })).toBe(ethBefore + refund - gas);
    await bidRow('0.5').getByTestId('bid-claimed').waitFor();
    await bidRow('1.25').getByTestId('bid-claimed').waitFor();
    expect(await yours.getByTestId('claim-button').count()).toBe(0);
    await saveScreens(page, SHOTS, 'launch-claimed', { fullPage: true });

    // The stale page's claim: the auction refuses it in the simulation, and nothing is sent.
    const before = { eth: await chain.getBalance({ address: wallet.address }), tokens: await tokens() };
    await claimSheet(stale).getByRole('button', { name: 'Claim', exact: true }).click();
    await stale.getByRole('heading', { name: 'Claim failed' }).waitFor();
    expect(await claimSheet(stale).textContent()).toMatch(/already claimed/);
    await saveScreens(stale, SHOTS, 'launch-claim-refused');
    expect({ eth: await chain.getBalance({ address: wallet.address }), tokens: await tokens() }).toEqual(
      before,
    );
  });

  it('says so for an unknown auction and for an id that is no address', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/explore/toucan/0x000000000000000000000000000000000000dead'));
    await page.getByRole('heading', { name: 'Token launch not found' }).waitFor();
    expect(await page.locator('.not-found').textContent()).toMatch(
      /No token launch has its auction at this address/,
    );
    await saveScreens(page, SHOTS, 'launch-unknown');
    await page.goto(siteUrl('/explore/toucan/aurora'));
    await page.getByText('“aurora” is not an auction address').waitFor();
  });
});
