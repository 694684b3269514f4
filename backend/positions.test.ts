import { Ether, Token } from '@uniswap/sdk-core';
import { Pool as V4Pool, Position as V4Position } from '@uniswap/v4-sdk';
import { print } from 'graphql';
import { type Address, erc20Abi, getAddress, type Hex, parseUnits, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiquidityProvider, type LiquidityProvider } from '../chain/liquidityPositions.fixture.ts';
import { DEADLINE } from '../chain/referenceSwaps.fixture.ts';
import { Position, Positions } from '../data/operations/positions.ts';
import {
  v2PairAbi,
  v3PositionManagerAbi,
  v4PositionManagerAbi,
  v4StateViewAbi,
} from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import type { PoolRecord } from './dataset/pools.ts';
import {
  ethUsdcV4Pool,
  type IndexedDataApi,
  startIndexedDataApi,
  usdcWethPool,
} from './indexedDataApi.fixture.ts';
import { queryDataApi } from './queryDataApi.ts';
import type { DataApi } from './yoga.ts';

/** A handful of transactions each, on a machine that may be running the whole suite. */
const CHAIN_TEST_TIMEOUT_MS = 90_000;
/** How long the index may take to show a mined change (it is typically milliseconds). */
const INDEXED_WITHIN_MS = 15_000;

interface Row {
  protocolVersion: string;
  id: string;
  owner: string;
  pool: string;
  token0: { symbol: string };
  token1: { symbol: string };
  fee: number;
  tickLower: number | null;
  tickUpper: number | null;
  currentTick: number;
  liquidity: string;
  amount0: string;
  amount1: string;
  fees0: string;
  fees1: string;
  status: string;
  valueUsd: { value: number } | null;
}

const market = localChainMarket();
let indexed: IndexedDataApi;
let api: DataApi;
let provider: LiquidityProvider;

beforeAll(async () => {
  indexed = await startIndexedDataApi(market);
  api = indexed.api;
  provider = await createLiquidityProvider(indexed.chain.url);
}, 180_000);
afterAll(() => indexed?.stop());

const usdcWeth = (version: 'V2' | 'V3', feeTier: number) => usdcWethPool(market, version, feeTier);
const ethUsdcV4 = () => ethUsdcV4Pool(market);

async function positionsOf(owner: Address): Promise<Row[]> {
  const answer = await queryDataApi<{ positions: Row[] }>(api, print(Positions), {
    ownerAddress: owner,
    chains: ['ETHEREUM'],
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.positions ?? [];
}

async function positionById(protocolVersion: string, id: string, ownerAddress?: string): Promise<Row | null> {
  const answer = await queryDataApi<{ position: Row | null }>(api, print(Position), {
    chain: 'ETHEREUM',
    protocolVersion,
    id,
    ownerAddress,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.position ?? null;
}

/** Asks again until the answer satisfies `done` (the index follows the chain a few ms behind). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = performance.now() + INDEXED_WITHIN_MS;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const find = (rows: Row[], version: string, id: string) =>
  rows.find((row) => row.protocolVersion === version && row.id === id);

describe('positions of an owner, minted directly on the chain', () => {
  it(
    'lists a V2 share, a V3 range and a V4 full-range position with the amounts the chain reports',
    async () => {
      const { client, address } = provider;
      const v2 = usdcWeth('V2', 3000);
      const v3 = usdcWeth('V3', 500);
      const v4 = ethUsdcV4();
      await provider.addV2Liquidity(v2, parseUnits('10000', 6), parseUnits('5', 18));
      const v3Minted = await provider.mintV3(v3, parseUnits('10000', 6), parseUnits('5', 18));
      const v4Minted = await provider.mintV4(v4, parseUnits('1', 18));
      const v3Id = v3Minted.tokenId.toString();
      const v4Id = v4Minted.tokenId.toString();

      const rows = await until(
        () => positionsOf(address),
        (found) => !!find(found, 'V2', v2.address) && !!find(found, 'V3', v3Id) && !!find(found, 'V4', v4Id),
      );

      // V2: the owner's share of the reserves, as the pair's burn would pay it.
      const pair = getAddress(v2.address);
      const [shares, supply, [reserve0, reserve1]] = await Promise.all([
        provider.v2Shares(v2),
        client.readContract({ address: pair, abi: erc20Abi, functionName: 'totalSupply' }),
        client.readContract({ address: pair, abi: v2PairAbi, functionName: 'getReserves' }),
      ]);
      expect(find(rows, 'V2', v2.address)).toMatchObject({
        owner: address.toLowerCase(),
        pool: v2.address,
        fee: 3000,
        tickLower: null,
        liquidity: shares.toString(),
        amount0: ((reserve0 * shares) / supply).toString(),
        amount1: ((reserve1 * shares) / supply).toString(),
        status: 'IN_RANGE',
        token0: { symbol: 'USDC' },
        token1: { symbol: 'WETH' },
      });

      // V3: what removing all of its liquidity would pay now, asked of the manager itself.
      const { result: removable } = await client.simulateContract({
        address: A.v3NonfungiblePositionManager,
        abi: v3PositionManagerAbi,
        functionName: 'decreaseLiquidity',
        args: [
          {
            tokenId: v3Minted.tokenId,
            liquidity: v3Minted.liquidity,
            amount0Min: 0n,
            amount1Min: 0n,
            deadline: DEADLINE,
          },
        ],
      });
      const v3Row = find(rows, 'V3', v3Id);
      expect(v3Row).toMatchObject({
        pool: v3.address,
        fee: 500,
        liquidity: v3Minted.liquidity.toString(),
        amount0: removable[0].toString(),
        amount1: removable[1].toString(),
        fees0: '0',
        fees1: '0',
        status: 'IN_RANGE',
      });
      expect(BigInt(v3Row?.amount0 ?? 0) > 0n && BigInt(v3Row?.amount1 ?? 0) > 0n).toBe(true);
      expect(v3Row?.valueUsd?.value).toBeGreaterThan(0);

      // V4: the PositionManager's liquidity, and its amounts at StateView's price by the V4 SDK.
      const liquidity = await client.readContract({
        address: A.v4PositionManager,
        abi: v4PositionManagerAbi,
        functionName: 'getPositionLiquidity',
        args: [v4Minted.tokenId],
      });
      const v4Row = find(rows, 'V4', v4Id);
      const sdkPosition = await v4PositionOnChain(v4, liquidity, v4Row);
      expect(v4Row).toMatchObject({
        pool: v4.address,
        liquidity: liquidity.toString(),
        amount0: sdkPosition.amount0.quotient.toString(),
        amount1: sdkPosition.amount1.quotient.toString(),
        status: 'IN_RANGE',
        token0: { symbol: 'ETH' },
      });
      // The V4 position is found by its id alone too, with its owner from the index.
      expect(await positionById('V4', v4Id)).toMatchObject({ owner: address.toLowerCase(), id: v4Id });
    },
    CHAIN_TEST_TIMEOUT_MS,
  );

  it(
    'moves a V3 position to the address its NFT is transferred to',
    async () => {
      const { address } = provider;
      const minted = await provider.mintV3(usdcWeth('V3', 500), parseUnits('1000', 6), parseUnits('1', 18));
      const id = minted.tokenId.toString();
      await until(
        () => positionsOf(address),
        (rows) => !!find(rows, 'V3', id),
      );
      const newOwner = privateKeyToAccount(generatePrivateKey()).address;
      await provider.transferV3(minted.tokenId, newOwner);
      const theirs = await until(
        () => positionsOf(newOwner),
        (rows) => !!find(rows, 'V3', id),
      );
      expect(find(theirs, 'V3', id)).toMatchObject({ owner: newOwner.toLowerCase() });
      expect(find(await positionsOf(address), 'V3', id)).toBeUndefined();
      expect(await positionById('V3', id)).toMatchObject({ owner: newOwner.toLowerCase() });
    },
    CHAIN_TEST_TIMEOUT_MS,
  );

  it(
    'shows the fees a swap through the pool leaves uncollected, on V3 and V4',
    async () => {
      const { address } = provider;
      const v3 = usdcWeth('V3', 500);
      const v4 = ethUsdcV4();
      const v3Minted = await provider.mintV3(v3, parseUnits('100000', 6), parseUnits('50', 18), 2);
      const v4Minted = await provider.mintV4(v4, parseUnits('10', 18));
      const v3Id = v3Minted.tokenId.toString();
      const v4Id = v4Minted.tokenId.toString();
      await until(
        () => positionsOf(address),
        (rows) => !!find(rows, 'V3', v3Id) && !!find(rows, 'V4', v4Id),
      );
      // WETH (the V3 pool's token1) and ETH (the V4 pool's token0) in: the fee is taken in them.
      await provider.swapV3(parseUnits('1', 18), 500);
      await provider.swapV4(v4, parseUnits('1', 18));
      const rows = await until(
        () => positionsOf(address),
        (found) =>
          BigInt(find(found, 'V3', v3Id)?.fees1 ?? 0) > 0n &&
          BigInt(find(found, 'V4', v4Id)?.fees0 ?? 0) > 0n,
      );
      const v3Row = find(rows, 'V3', v3Id);
      const v4Row = find(rows, 'V4', v4Id);
      expect(v3Row?.fees0).toBe('0');
      expect(v4Row?.fees1).toBe('0');
      // At most the whole fee of the swap (0.05 % of 1 WETH; the V4 pool's own fee of 1 ETH).
      expect(BigInt(v3Row?.fees1 ?? 0)).toBeGreaterThan(0n);
      expect(BigInt(v3Row?.fees1 ?? 0)).toBeLessThanOrEqual((parseUnits('1', 18) * 500n) / 1_000_000n);
      expect(BigInt(v4Row?.fees0 ?? 0)).toBeGreaterThan(0n);
      expect(BigInt(v4Row?.fees0 ?? 0)).toBeLessThanOrEqual(
        (parseUnits('1', 18) * BigInt(v4.feeTier)) / 1_000_000n,
      );
      // The V3 figure is exactly what collecting would pay now.
      const { result: collectable } = await provider.client.simulateContract({
        address: A.v3NonfungiblePositionManager,
        abi: v3PositionManagerAbi,
        functionName: 'collect',
        args: [
          {
            tokenId: v3Minted.tokenId,
            recipient: address,
            amount0Max: 2n ** 128n - 1n,
            amount1Max: 2n ** 128n - 1n,
          },
        ],
      });
      expect(v3Row?.fees1).toBe(collectable[1].toString());
    },
    CHAIN_TEST_TIMEOUT_MS,
  );

  it(
    'reads a V3 position emptied of its liquidity as closed',
    async () => {
      const { address } = provider;
      const minted = await provider.mintV3(usdcWeth('V3', 500), parseUnits('1000', 6), parseUnits('1', 18));
      const id = minted.tokenId.toString();
      await provider.removeV3Liquidity(minted.tokenId, minted.liquidity);
      const row = await until(
        () => positionById('V3', id),
        (found) => found?.status === 'CLOSED',
      );
      expect(row).toMatchObject({ status: 'CLOSED', liquidity: '0', amount0: '0', amount1: '0' });
      const listed = find(await positionsOf(address), 'V3', id);
      expect(listed?.status).toBe('CLOSED');
    },
    CHAIN_TEST_TIMEOUT_MS,
  );

  it('answers null for an id no one holds, and nothing for an address without positions', async () => {
    expect(await positionById('V3', '999999999')).toBeNull();
    expect(await positionById('V4', '999999999')).toBeNull();
    expect(await positionById('V3', 'not-a-number')).toBeNull();
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    expect(await positionById('V2', usdcWeth('V2', 3000).address, stranger)).toBeNull();
    expect(await positionsOf(stranger)).toEqual([]);
  });

  it('refuses an owner that is not an address', async () => {
    const answer = await queryDataApi(api, print(Positions), { ownerAddress: 'nobody' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/** The V4 SDK's position of this liquidity and range, in the pool as StateView reads it now. */
async function v4PositionOnChain(pool: PoolRecord, liquidity: bigint, row: Row | undefined) {
  const [sqrtPriceX96, tick] = await provider.client.readContract({
    address: A.v4StateView,
    abi: v4StateViewAbi,
    functionName: 'getSlot0',
    args: [pool.address as Hex],
  });
  const usdc = new Token(1, getAddress(pool.token1.address ?? zeroAddress), pool.token1.decimals);
  const sdkPool = new V4Pool(
    Ether.onChain(1),
    usdc,
    pool.feeTier,
    pool.tickSpacing,
    zeroAddress,
    sqrtPriceX96.toString(),
    '0',
    tick,
  );
  return new V4Position({
    pool: sdkPool,
    liquidity: liquidity.toString(),
    tickLower: row?.tickLower ?? 0,
    tickUpper: row?.tickUpper ?? 0,
  });
}
