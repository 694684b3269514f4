import type { Browser, Page } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEth } from '../../components/formatNumbers.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { createDataApiClient } from '../../data/client.ts';
import { readFragment } from '../../data/graphql.ts';
import { NftCollectionHeader, NftCollectionScreen } from '../../data/operations/nftCollectionScreen.ts';
import {
  CollectionSearch,
  NftCollectionRow,
  SearchPopularNFTCollections,
  TopCollections,
} from '../../data/operations/nftCollections.ts';
import { NftBalance, OwnedNft } from '../../data/operations/ownedNfts.ts';
import { dataApiUrl } from '../../scripts/dataApiProcess.ts';
import { holdScripts, launchBrowser, openPage, siteUrl, untilHydrated } from './browser.ts';
import { connectTestWallet, installTestWallet, TEST_WALLET_PRIVATE_KEY } from './testWallet.ts';

const rpcUrl = chainRpcUrlFrom(process.env);
const dataApi = createDataApiClient({ url: dataApiUrl() });
const PUNKS = '0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb';
/** A key whose address the dataset gives no NFTs (checked against the Data API below). */
const EMPTY_WALLET_KEY = '0x0000000000000000000000000000000000000000000000000000000000000009';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cards = (page: Page) =>
  page.getByTestId('collection-grid').locator('li.nft-card:not(.nft-card-skeleton)');

describe('/nfts', () => {
  it('features the Data API’s top 2 collections and lists its whole top list in order, with their floors', async () => {
    const popular = (await dataApi.request(SearchPopularNFTCollections, {})).topCollections?.edges ?? [];
    const top = (await dataApi.request(TopCollections, { first: 100 })).topCollections?.edges ?? [];
    const names = (edges: typeof top) => edges.map((edge) => readFragment(NftCollectionRow, edge.node).name);
    expect(popular).toHaveLength(2);
    const page = await openPage(browser);
    await page.goto(siteUrl('/nfts'));
    const featured = page.getByRole('region', { name: 'Trending today' }).locator('.featured-card-title');
    await expect.poll(() => featured.allTextContents()).toEqual(names(popular));
    const rows = page.locator('.collections-table tbody tr');
    await expect.poll(() => rows.locator('.name').allTextContents()).toEqual(names(top));
    const first = readFragment(NftCollectionRow, top[0]?.node ?? ({} as never));
    expect(await rows.first().locator('td').nth(2).textContent()).toBe(
      formatEth(first.markets?.[0]?.floorPrice?.value),
    );
  });

  it('searches collections by name once the reader pauses typing', async () => {
    const found =
      (await dataApi.request(CollectionSearch, { query: 'ape', first: 8 })).nftCollections?.edges ?? [];
    const expected = found.map((edge) => readFragment(NftCollectionRow, edge.node).name);
    expect(expected.length).toBeGreaterThan(0);
    const page = await openPage(browser);
    await page.goto(siteUrl('/nfts'));
    // Typed once the page is live (typing before it is the next test).
    await untilHydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search NFT collections' });
    await box.click();
    await box.pressSequentially('ape');
    const results = page.locator('.collection-search-results .name');
    await expect.poll(() => results.allTextContents()).toEqual(expected);
    await page.locator('.collection-search-results a', { hasText: 'Bored Ape Yacht Club' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bored Ape Yacht Club' }).waitFor();
  });

  it('searches what was typed into the prerendered box before the scripts ran', async () => {
    const page = await openPage(browser);
    const scripts = await holdScripts(page);
    await page.goto(siteUrl('/nfts'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search NFT collections' }).fill('azuki');
    scripts.release();
    await page.locator('.collection-search-results a', { hasText: 'Azuki' }).waitFor({ timeout: 20_000 });
  });
});

describe('collection page', () => {
  it('keeps the scroll position of the infinite-scrolled grid from collection to NFT and back', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(`/nfts/collection/${PUNKS}`));
    await expect.poll(() => cards(page).count()).toBe(24);
    // Scrolling to the end loads the next page.
    await page.mouse.wheel(0, 6000);
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(48);
    const target = cards(page).nth(40);
    await target.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1500);
    // The client router keeps each entry's scroll position (saved as the reader scrolls, throttled).
    await expect.poll(() => page.evaluate('window.history.state?.vike?.scrollPosition?.y')).toBe(before);
    const name = (await target.locator('.nft-card-name').textContent()) ?? '';
    await target.locator('a').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(48);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
  });

  it('narrows the grid to the items with a chosen trait, as the Data API counts them', async () => {
    const screen = await dataApi.request(NftCollectionScreen, { contractAddress: PUNKS, first: 1 });
    const header = readFragment(NftCollectionHeader, screen.nftCollections?.edges[0]?.node ?? ({} as never));
    const trait = header.traits?.[0];
    const value = trait?.stats?.[0]?.value;
    if (!trait?.name || !value) throw new Error('the collection has no traits');
    const filtered = await dataApi.request(NftCollectionScreen, {
      contractAddress: PUNKS,
      first: 1,
      filter: { traits: [{ name: trait.name, values: [value] }] },
    });
    const all = screen.nftAssets?.totalCount ?? 0;
    const narrowed = filtered.nftAssets?.totalCount ?? 0;
    expect(narrowed).toBeLessThan(all);
    const page = await openPage(browser);
    await page.goto(siteUrl(`/nfts/collection/${PUNKS}`));
    await page.getByText(`${all} results`).waitFor();
    const filter = page.getByRole('complementary', { name: 'Filter by trait' });
    await filter.locator('summary', { hasText: trait.name }).click();
    await filter.getByRole('checkbox', { name: value }).check();
    await page.getByText(`${narrowed} ${narrowed === 1 ? 'result' : 'results'}`).waitFor();
    expect(page.url()).toContain(`trait=${encodeURIComponent(`${trait.name}:${value}`)}`);
    await expect.poll(() => cards(page).count()).toBe(Math.min(narrowed, 24));
    await page.getByRole('button', { name: `Remove filter ${trait.name}: ${value}` }).click();
    await page.getByText(`${all} results`).waitFor();
  });

  it('says so for an unknown collection, an invalid contract and an unknown token id', async () => {
    const page = await openPage(browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    for (const [path, heading] of [
      ['/nfts/collection/0x000000000000000000000000000000000000dead', 'Collection not found'],
      ['/nfts/collection/not-a-contract', 'Collection not found'],
      ['/nfts/collection/0x000000000000000000000000000000000000dead/activity', 'Collection not found'],
      [`/nfts/asset/${PUNKS}/99999999`, 'NFT not found'],
      [`/nfts/asset/${PUNKS}/abc`, 'NFT not found'],
    ] as const) {
      await page.goto(siteUrl(path));
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.getByRole('link', { name: 'Explore NFT collections' }).getAttribute('href')).toBe(
        '/nfts',
      );
    }
    expect(problems).toEqual([]);
  });
});

describe('/nfts/profile', () => {
  it('shows the connected wallet’s NFTs grouped by collection, as the Data API holds them', async () => {
    const owner = privateKeyToAddress(TEST_WALLET_PRIVATE_KEY);
    const balances = await dataApi.request(NftBalance, { ownerAddress: owner, first: 30 });
    const held = (balances.nftBalances?.edges ?? []).map((edge) => readFragment(OwnedNft, edge.node));
    const collections = new Set(held.map((nft) => nft.ownedAsset?.collection?.name));
    expect(held.length).toBeGreaterThan(0);
    const page = await openPage(browser);
    await page.goto(siteUrl('/nfts/profile'));
    await page.getByText('Connect a wallet to see the NFTs it holds.').waitFor();
    const wallet = await installTestWallet(page, { rpcUrl });
    await page.reload();
    await connectTestWallet(page, wallet);
    const groups = page.locator('.owned-nfts-group');
    await expect.poll(() => groups.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Spam collections wait behind their toggle.
    const showSpam = page.getByRole('button', { name: /^Show \d+ spam NFTs?$/ });
    if ((await showSpam.count()) > 0) await showSpam.click();
    await expect.poll(() => groups.count()).toBe(collections.size);
    expect(new Set(await groups.locator('h3 a').allTextContents())).toEqual(collections);
    expect(await page.locator('.owned-nfts .nft-card').count()).toBe(held.length);
  });

  it('says a wallet without NFTs holds none', async () => {
    const owner = privateKeyToAddress(EMPTY_WALLET_KEY);
    const balances = await dataApi.request(NftBalance, { ownerAddress: owner, first: 30 });
    expect(balances.nftBalances?.edges).toEqual([]);
    const page = await openPage(browser);
    const wallet = await installTestWallet(page, { rpcUrl, privateKey: EMPTY_WALLET_KEY });
    await page.goto(siteUrl('/nfts/profile'));
    await connectTestWallet(page, wallet);
    await page.getByText('This wallet holds no NFTs yet.').waitFor({ timeout: 20_000 });
    expect(await page.locator('.owned-nfts .nft-card').count()).toBe(0);
  });
});
