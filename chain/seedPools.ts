import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import {
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  maxUint48,
  maxUint160,
  maxUint256,
  zeroAddress,
} from 'viem';
import type { PoolRecord } from '../backend/dataset/pools.ts';
import type { TokenRecord } from '../backend/dataset/tokens.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import { SEED_ACCOUNT } from './deployProtocol.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';
import { encodeCall } from './protocolArtifacts.ts';
import type { LocalChainMarket } from './seededPools.ts';
import type { LocalToken } from './seedTokens.ts';

const A = PROTOCOL_ADDRESSES;
/** Far in the future: set-up transactions never expire. */
const NO_DEADLINE = 2n ** 48n;
/** V4 PositionManager actions (v4-periphery `Actions.sol`). */
const MINT_POSITION = 0x02;
const SETTLE_PAIR = 0x0d;
const SWEEP = 0x14;

/** Token amounts in a pool, in base units, and the price they stand for. */
interface PoolAmounts {
  amount0: bigint;
  amount1: bigint;
  /** √(token1/token0) in Q64.96, in base units: the protocol's form of the dataset's price. */
  sqrtPriceX96: bigint;
}

/**
 * Seeds the pools at the dataset's price with the dataset's TVL, split evenly between both tokens (a
 * full-range position). The seed account owns the liquidity; tokens it needs are minted to it.
 */
export async function seedPools(
  admin: ChainAdmin,
  market: LocalChainMarket,
  tokens: readonly LocalToken[],
): Promise<void> {
  const amounts = new Map(market.pools.map((pool) => [pool.id, poolAmounts(market, pool)]));
  await provideSeedTokens(admin, market, tokens, amounts);
  for (const pool of market.pools) {
    const seed = amounts.get(pool.id) as PoolAmounts;
    if (pool.version === 'V2') await seedV2(admin, pool, seed);
    else if (pool.version === 'V3') await seedV3(admin, pool, seed);
    else await seedV4(admin, pool, seed);
  }
}

/** Half the TVL in each token, at the dataset's USD prices; the price is their ratio. */
export function poolAmounts(market: LocalChainMarket, pool: PoolRecord): PoolAmounts {
  const half = pool.tvlUsd / 2;
  const amount0 = baseUnits(half / market.dataset.usdPrice(pool.token0), pool.token0.decimals);
  const amount1 = baseUnits(half / market.dataset.usdPrice(pool.token1), pool.token1.decimals);
  return { amount0, amount1, sqrtPriceX96: sqrtRatioX96(amount1, amount0) };
}

/** A whole-token quantity from the dataset's USD figures, in base units (the one float boundary). */
export function baseUnits(wholeTokens: number, decimals: number): bigint {
  const [mantissa, exponent] = wholeTokens.toExponential(15).split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const shift = Number(exponent) - 15 + decimals;
  return shift >= 0 ? BigInt(digits) * 10n ** BigInt(shift) : BigInt(digits) / 10n ** BigInt(-shift);
}

/** √(amount1 / amount0) · 2^96, rounded down. */
function sqrtRatioX96(amount1: bigint, amount0: bigint): bigint {
  return sqrt((amount1 << 192n) / amount0);
}

function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next === x || next === x + 1n) return x * x > value ? x - 1n : x;
    x = next;
  }
}

/** Mints (or, for WETH, deposits) what the pools need, and lets the routers and position managers pull it. */
async function provideSeedTokens(
  admin: ChainAdmin,
  market: LocalChainMarket,
  tokens: readonly LocalToken[],
  amounts: Map<string, PoolAmounts>,
): Promise<void> {
  const needed = new Map<string, bigint>();
  let native = 0n;
  for (const pool of market.pools) {
    const { amount0, amount1 } = amounts.get(pool.id) as PoolAmounts;
    for (const [token, amount] of [
      [pool.token0, amount0],
      [pool.token1, amount1],
    ] as const) {
      // Twice the amount: V3 and V4 round their pulls up, and the margin costs nothing.
      if (token.address)
        needed.set(getAddress(token.address), (needed.get(getAddress(token.address)) ?? 0n) + amount * 2n);
      else native += amount * 2n;
    }
  }
  await admin.client.setBalance({
    address: SEED_ACCOUNT,
    value: (await admin.client.getBalance({ address: SEED_ACCOUNT })) + native,
  });
  for (const token of tokens) {
    const amount = needed.get(token.address);
    if (amount === undefined) continue;
    if (token.isWeth)
      await admin.send(SEED_ACCOUNT, { to: A.weth9, data: encodeCall('weth9', 'deposit'), value: amount });
    else
      await admin.send(SEED_ACCOUNT, {
        to: token.address,
        data: encodeCall('testToken', 'mint', [SEED_ACCOUNT, amount]),
      });
    for (const spender of [A.v2Router02, A.v3NonfungiblePositionManager, A.permit2]) {
      await admin.send(SEED_ACCOUNT, {
        to: token.address,
        data: encodeCall('testToken', 'approve', [spender, maxUint256]),
      });
    }
    await admin.send(SEED_ACCOUNT, {
      to: A.permit2,
      data: encodePermit2Approve(token.address, A.v4PositionManager),
    });
  }
}

function encodePermit2Approve(token: Address, spender: Address): Hex {
  return `0x87517c45${encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'uint160' }, { type: 'uint48' }],
    [token, spender, maxUint160, maxUint48],
  ).slice(2)}`;
}

function tokenAddress(token: TokenRecord): Address {
  return token.address ? getAddress(token.address) : zeroAddress;
}

async function seedV2(admin: ChainAdmin, pool: PoolRecord, seed: PoolAmounts): Promise<void> {
  await admin.send(SEED_ACCOUNT, {
    to: A.v2Router02,
    data: encodeCall('v2Router02', 'addLiquidity', [
      tokenAddress(pool.token0),
      tokenAddress(pool.token1),
      seed.amount0,
      seed.amount1,
      0n,
      0n,
      SEED_ACCOUNT,
      NO_DEADLINE,
    ]),
  });
}

function fullRange(tickSpacing: number): { tickLower: number; tickUpper: number } {
  return {
    tickLower: nearestUsableTick(TickMath.MIN_TICK, tickSpacing),
    tickUpper: nearestUsableTick(TickMath.MAX_TICK, tickSpacing),
  };
}

async function seedV3(admin: ChainAdmin, pool: PoolRecord, seed: PoolAmounts): Promise<void> {
  const token0 = tokenAddress(pool.token0);
  const token1 = tokenAddress(pool.token1);
  const { tickLower, tickUpper } = fullRange(pool.tickSpacing);
  await admin.send(SEED_ACCOUNT, {
    to: A.v3NonfungiblePositionManager,
    data: encodeCall('v3NonfungiblePositionManager', 'multicall', [
      [
        encodeCall('v3NonfungiblePositionManager', 'createAndInitializePoolIfNecessary', [
          token0,
          token1,
          pool.feeTier,
          seed.sqrtPriceX96,
        ]),
        encodeCall('v3NonfungiblePositionManager', 'mint', [
          {
            token0,
            token1,
            fee: pool.feeTier,
            tickLower,
            tickUpper,
            amount0Desired: seed.amount0,
            amount1Desired: seed.amount1,
            amount0Min: 0n,
            amount1Min: 0n,
            recipient: SEED_ACCOUNT,
            deadline: NO_DEADLINE,
          },
        ]),
      ],
    ]),
  });
}

async function seedV4(admin: ChainAdmin, pool: PoolRecord, seed: PoolAmounts): Promise<void> {
  const key = {
    currency0: tokenAddress(pool.token0),
    currency1: tokenAddress(pool.token1),
    fee: pool.feeTier,
    tickSpacing: pool.tickSpacing,
    hooks: zeroAddress,
  };
  const { tickLower, tickUpper } = fullRange(pool.tickSpacing);
  const liquidity = liquidityForAmounts(seed, sqrtRatioAtTick(tickLower), sqrtRatioAtTick(tickUpper));
  const amount0Max = seed.amount0 + seed.amount0 / 100n + 1n;
  const amount1Max = seed.amount1 + seed.amount1 / 100n + 1n;
  const poolKeyType = {
    type: 'tuple',
    components: [
      { name: 'currency0', type: 'address' },
      { name: 'currency1', type: 'address' },
      { name: 'fee', type: 'uint24' },
      { name: 'tickSpacing', type: 'int24' },
      { name: 'hooks', type: 'address' },
    ],
  } as const;
  const mint = encodeAbiParameters(
    [
      poolKeyType,
      { type: 'int24' },
      { type: 'int24' },
      { type: 'uint256' },
      { type: 'uint128' },
      { type: 'uint128' },
      { type: 'address' },
      { type: 'bytes' },
    ],
    [key, tickLower, tickUpper, liquidity, amount0Max, amount1Max, SEED_ACCOUNT, '0x'],
  );
  const settle = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }],
    [key.currency0, key.currency1],
  );
  const sweep = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }],
    [key.currency0, SEED_ACCOUNT],
  );
  const nativeIn = key.currency0 === zeroAddress;
  const actions = nativeIn ? [MINT_POSITION, SETTLE_PAIR, SWEEP] : [MINT_POSITION, SETTLE_PAIR];
  const unlockData = encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'bytes[]' }],
    [
      `0x${actions.map((action) => action.toString(16).padStart(2, '0')).join('')}`,
      nativeIn ? [mint, settle, sweep] : [mint, settle],
    ],
  );
  await admin.send(SEED_ACCOUNT, {
    to: A.v4PositionManager,
    value: nativeIn ? amount0Max : 0n,
    data: encodeCall('v4PositionManager', 'multicall', [
      [
        encodeCall('v4PositionManager', 'initializePool', [key, seed.sqrtPriceX96]),
        encodeCall('v4PositionManager', 'modifyLiquidities', [unlockData, NO_DEADLINE]),
      ],
    ]),
  });
}

function sqrtRatioAtTick(tick: number): bigint {
  return BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
}

/** The most liquidity both amounts pay for in [sqrtA, sqrtB] around the price (the V3 periphery's formula). */
function liquidityForAmounts(
  { amount0, amount1, sqrtPriceX96 }: PoolAmounts,
  sqrtA: bigint,
  sqrtB: bigint,
): bigint {
  const q96 = 1n << 96n;
  const fromAmount0 = (((amount0 * sqrtPriceX96) / q96) * sqrtB) / (sqrtB - sqrtPriceX96);
  const fromAmount1 = (amount1 * q96) / (sqrtPriceX96 - sqrtA);
  return fromAmount0 < fromAmount1 ? fromAmount0 : fromAmount1;
}
