import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ether, Token } from '@uniswap/sdk-core';
import { Pool as V4Pool, Position as V4Position } from '@uniswap/v4-sdk';
import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseUnits,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider, type LiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { DEADLINE } from '../../chain/referenceSwaps.fixture.ts';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { v2PairAbi, v3PositionManagerAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { MAX_TICK, MIN_TICK } from '../../protocol/tickBounds.ts';
import { launchBrowser, openPage, siteUrl } from './browser.ts';
import { connectTestWallet, installTestWallet } from './testWallet.ts';

/**
 * Positions minted straight on the chain (never through the app) show in `/positions`, in the portfolio's
 * DeFi tab and on their pages with the amounts the chain reports; someone else's position is read-only;
 * an unknown id says so. With `POSITION_SHOTS=<dir>`, also saves the screens desktop/mobile × light/dark.
 */
const rpcUrl = chainRpcUrlFrom(process.env);
const chain = createPublicClient({ transport: http(rpcUrl) });
const market = localChainMarket();
const SHOTS = process.env.POSITION_SHOTS;

const pool = (predicate: (pool: PoolRecord) => boolean) => market.pools.find(predicate) as PoolRecord;
const v2Pool = pool((p) => p.version === 'V2' && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH');
const v3Pool = pool(
  (p) => p.version === 'V3' && p.feeTier === 500 && p.token0.symbol === 'USDC' && p.token1.symbol === 'WETH',
);
const v4Pool = pool(
  (p) => p.version === 'V4' && p.token0.standard === 'NATIVE' && p.token1.symbol === 'USDC',
);

let browser: Browser;
let provider: LiquidityProvider;
/** The connected wallet: it holds a V2 share, a V3 and a V4 position it never made through the app. */
const ownerKey = generatePrivateKey();
const owner = privateKeyToAccount(ownerKey).address;
let v3Id: bigint;
let v3Liquidity: bigint;
let v4Id: bigint;
/** Someone else's V4 position (the provider's own). */
let othersV4Id: bigint;
let othersV4Liquidity: bigint;

beforeAll(async () => {
  browser = await launchBrowser();
  provider = await createLiquidityProvider(rpcUrl);
  await provider.addV2Liquidity(v2Pool, parseUnits('10000', 6), parseUnits('5', 18));
  await provider.transferV2Shares(v2Pool, owner, (await provider.v2Shares(v2Pool)) / 2n);
  ({ tokenId: v3Id, liquidity: v3Liquidity } = await provider.mintV3(
    v3Pool,
    parseUnits('10000', 6),
    parseUnits('5', 18),
    10,
    0,
    owner,
  ));
  ({ tokenId: v4Id } = await provider.mintV4(v4Pool, parseUnits('1', 18), owner));
  ({ tokenId: othersV4Id, liquidity: othersV4Liquidity } = await provider.mintV4(
    v4Pool,
    parseUnits('2', 18),
  ));
}, 120_000);
afterAll(() => browser.close());

/** A page with the owner's wallet (or a fresh one's) connected through the picker, at `path`. */
async function connectedPage(
  path: string,
  key: Hex = ownerKey,
  options: Parameters<typeof openPage>[1] = {},
) {
  const page = await openPage(browser, options);
  const wallet = await installTestWallet(page, { rpcUrl, privateKey: key });
  await page.goto(siteUrl(path));
  await connectTestWallet(page, wallet);
  return page;
}

const card = (page: Page, version: string, pair: string) =>
  page.locator(`.position-card[data-version="${version}"]`).filter({ hasText: pair });

describe('/positions', () => {
  it('lists the wallet’s V2, V3 and V4 positions minted outside the app, with the amounts the chain reports', async () => {
    const page = await connectedPage('/positions');
    await card(page, 'v3', 'USDC / WETH').waitFor();
    // What removing all of the V3 position would pay now, asked of the manager as its owner.
    const { result: v3Amounts } = await chain.simulateContract({
      account: owner,
      address: A.v3NonfungiblePositionManager,
      abi: v3PositionManagerAbi,
      functionName: 'decreaseLiquidity',
      args: [{ tokenId: v3Id, liquidity: v3Liquidity, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
    });
    const v3Text = await card(page, 'v3', 'USDC / WETH').textContent();
    expect(v3Text).toContain(`${formatTokenAmount(v3Amounts[0], 6)} USDC`);
    expect(v3Text).toContain(`${formatTokenAmount(v3Amounts[1], 18)} WETH`);
    expect(v3Text).toContain('In range');
    expect(v3Text).toContain('0.05%');

    const [v2Amount0, v2Amount1] = await v2ShareAmounts(owner);
    const v2Text = await card(page, 'v2', 'USDC / WETH').textContent();
    expect(v2Text).toContain(`${formatTokenAmount(v2Amount0, 6)} USDC`);
    expect(v2Text).toContain(`${formatTokenAmount(v2Amount1, 18)} WETH`);

    // The V4 PositionManager cannot list its positions: this one is found through the index alone.
    await expect.poll(() => card(page, 'v4', 'ETH / USDC').count()).toBe(1);
    expect(await card(page, 'v4', 'ETH / USDC').getByRole('link').first().getAttribute('href')).toBe(
      `/positions/v4/ethereum/${v4Id}`,
    );

    // Filters: version, then status.
    await page.getByRole('button', { name: 'v4', exact: true }).click();
    await expect.poll(() => page.locator('.position-card').count()).toBe(1);
    await page.getByRole('button', { name: 'All versions' }).click();
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await page.getByText('No positions match these filters.').waitFor();
  });

  it('asks to connect without a wallet, and leads an empty wallet to create a position', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl('/positions'));
    await page.getByText('Connect a wallet to see the liquidity you provide').waitFor();
    const empty = await connectedPage('/positions', generatePrivateKey());
    const create = empty.getByRole('link', { name: 'Create a position' });
    await create.waitFor();
    expect(await create.getAttribute('href')).toBe('/positions/create');
  });
});

describe('the portfolio’s DeFi tab', () => {
  it('lists any address’s positions, with the amounts the chain reports', async () => {
    const page = await openPage(browser);
    await page.goto(siteUrl(`/portfolio/${provider.address.toLowerCase()}/defi`));
    const others = page.locator('.position-card[data-version="v4"]');
    await others.first().waitFor();
    const expected = await v4Amounts(othersV4Liquidity);
    await expect
      .poll(async () => (await page.locator('.position-list').textContent()) ?? '')
      .toContain(`${formatTokenAmount(expected[0], 18)} ETH`);
    expect(await page.locator('.position-list').textContent()).toContain(
      `${formatTokenAmount(expected[1], 6)} USDC`,
    );
  });
});

describe('a position’s page', () => {
  it('shows the owner’s V3 position with its NFT picture, amounts and the actions as links', async () => {
    const page = await connectedPage(`/positions/v3/ethereum/${v3Id}`);
    const actions = page.getByRole('navigation', { name: 'Position actions' });
    await actions.waitFor();
    expect(await actions.getByRole('link', { name: 'Remove liquidity' }).getAttribute('href')).toBe(
      `/remove/${v3Id}`,
    );
    expect(await actions.getByRole('link', { name: 'Migrate to v4' }).getAttribute('href')).toBe(
      `/migrate/v3/ethereum/${v3Id}`,
    );
    expect(await actions.getByRole('link', { name: 'Add liquidity' }).getAttribute('href')).toBe(
      `/increase?tokenId=${v3Id}&version=v3`,
    );
    const picture = page.getByRole('img', { name: `Position NFT #${v3Id}` });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByTestId('collect-fees').count()).toBe(1);
  });

  it('shows someone else’s position read-only: no actions', async () => {
    const page = await connectedPage(`/positions/v4/ethereum/${othersV4Id}`);
    await page.getByText(/read-only/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Position actions' }).count()).toBe(0);
    expect(await page.getByTestId('collect-fees').count()).toBe(0);
    await page.getByRole('img', { name: `Position NFT #${othersV4Id}` }).waitFor();
  });

  it('sends the NFT’s picture with the HTML, and the hydrated page keeps the same picture', async () => {
    const path = `/positions/v4/ethereum/${othersV4Id}`;
    const html = await (await fetch(siteUrl(path))).text();
    const sent = new RegExp(
      `<img src="(data:image/svg\\+xml;base64,[A-Za-z0-9+/=]+)" width="290" height="500" alt="Position NFT #${othersV4Id}">`,
    ).exec(html)?.[1];
    expect(sent).toBeDefined();
    const page = await connectedPage(path);
    await page.getByText(/read-only/).waitFor();
    const picture = page.getByRole('img', { name: `Position NFT #${othersV4Id}` });
    expect(await picture.count()).toBe(1);
    expect(await picture.getAttribute('src')).toBe(sent);
  });

  it('shows a V2 share named by ?owner= to anyone, read-only, and asks whose share when none is named', async () => {
    const page = await openPage(browser);
    const pair = v2Pool.address.toLowerCase();
    await page.goto(siteUrl(`/positions/v2/ethereum/${pair}?owner=${owner.toLowerCase()}`));
    await page.getByText(/read-only/).waitFor();
    const [amount0, amount1] = await v2ShareAmounts(owner);
    const text = await page.locator('.position-page').textContent();
    expect(text).toContain(`${formatTokenAmount(amount0, 6)} USDC`);
    expect(text).toContain(`${formatTokenAmount(amount1, 18)} WETH`);
    await page.goto(siteUrl(`/positions/v2/ethereum/${pair}`));
    await page.getByRole('heading', { name: 'Whose share?' }).waitFor();
  });

  it('says an unknown id is not found, on a page that answers 200', async () => {
    const page = await openPage(browser);
    const response = await page.goto(siteUrl('/positions/v3/ethereum/999999999'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Position not found' }).waitFor();
  });
});

describe.runIf(SHOTS)('screenshots', () => {
  it('saves /positions (rows, empty) and a position page, desktop and mobile, light and dark', async () => {
    const dir = SHOTS as string;
    mkdirSync(dir, { recursive: true });
    const emptyKey = generatePrivateKey();
    const screens = [
      { name: 'positions', path: '/positions', key: ownerKey, ready: '.position-card' },
      { name: 'positions-empty', path: '/positions', key: emptyKey, ready: 'text=Create a position' },
      {
        name: 'position-v3',
        path: `/positions/v3/ethereum/${v3Id}`,
        key: ownerKey,
        ready: 'nav[aria-label="Position actions"]',
      },
    ];
    const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
    for (const screen of screens) {
      for (const [device, viewport] of Object.entries(viewports)) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const page = await connectedPage(screen.path, screen.key, { viewport, colorScheme });
          await page.locator(screen.ready).first().waitFor();
          // The NFT's picture comes with the position's answer.
          if (screen.name === 'position-v3')
            await page.getByRole('img', { name: `Position NFT #${v3Id}` }).waitFor();
          await page.screenshot({
            path: join(dir, `${screen.name}-${device}-${colorScheme}.png`),
            fullPage: true,
          });
          await page.context().close();
        }
      }
    }
  }, 300_000);
});

/** A holder's share of the V2 pair's reserves, as burning it would pay. */
async function v2ShareAmounts(holder: Address): Promise<[bigint, bigint]> {
  const pair = getAddress(v2Pool.address);
  const [shares, supply, [reserve0, reserve1]] = await Promise.all([
    chain.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
    chain.readContract({ address: pair, abi: erc20Abi, functionName: 'totalSupply' }),
    chain.readContract({ address: pair, abi: v2PairAbi, functionName: 'getReserves' }),
  ]);
  return [(reserve0 * shares) / supply, (reserve1 * shares) / supply];
}

/** A full-range V4 position's amounts at StateView's price now, by the V4 SDK. */
async function v4Amounts(liquidity: bigint): Promise<[bigint, bigint]> {
  const [sqrtPriceX96, tick] = await chain.readContract({
    address: A.v4StateView,
    abi: v4StateViewAbi,
    functionName: 'getSlot0',
    args: [v4Pool.address as Hex],
  });
  const usdc = new Token(1, getAddress(v4Pool.token1.address ?? zeroAddress), v4Pool.token1.decimals);
  const sdkPool = new V4Pool(
    Ether.onChain(1),
    usdc,
    v4Pool.feeTier,
    v4Pool.tickSpacing,
    zeroAddress,
    sqrtPriceX96.toString(),
    '0',
    tick,
  );
  const spacing = v4Pool.tickSpacing;
  const position = new V4Position({
    pool: sdkPool,
    liquidity: liquidity.toString(),
    tickLower: Math.ceil(MIN_TICK / spacing) * spacing,
    tickUpper: Math.floor(MAX_TICK / spacing) * spacing,
  });
  return [BigInt(position.amount0.quotient.toString()), BigInt(position.amount1.quotient.toString())];
}
