import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import { Actions } from '@uniswap/v4-sdk';
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  maxUint48,
  maxUint160,
  maxUint256,
  zeroAddress,
} from 'viem';
import { FAUCET_ACCOUNT } from '../devChain/faucet.ts';
import { permit2Abi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import { SEED_ACCOUNT } from './deployProtocol.ts';
import type { LocalChainSeed, SeedPool, SeedToken } from './localChainSeed.ts';
import { encodeCall } from './protocolArtifacts.ts';
import type { LocalToken } from './seedTokens.ts';

const A = PROTOCOL_ADDRESSES;
/** Far in the future: set-up transactions never expire. */
const NO_DEADLINE = 2n ** 48n;

/** A liquidity position to open, amounts in base units (the most it may take of each token). */
interface SeedPosition {
  tickLower: number;
  tickUpper: number;
  amount0: bigint;
  amount1: bigint;
}

/** How a pool is seeded: its price, and the positions that hold its TVL. */
interface PoolSeed {
  /** √(token1/token0) in Q64.96, in base units: the protocol's form of the dataset's price. */
  sqrtPriceX96: bigint;
  /** A full-range position first; then, where the dataset's split is uneven, a one-sided one. */
  positions: SeedPosition[];
}

/** USD value of the amounts the price is derived from: large, so 6-decimal tokens keep 18 digits. */
const PRICE_REFERENCE_USD = 1e12;

/**
 * Seeds the pools at the dataset's price with the dataset's TVL and its split between the two tokens:
 * the even part as a full-range position, the rest one-sided out of range (token0 above the price,
 * token1 below), so the pool's balances are the dataset's. The seed account owns the liquidity; tokens
 * it needs are minted to it.
 */
export async function seedPools<Token extends SeedToken>(
  admin: ChainAdmin,
  seed: LocalChainSeed<Token>,
  tokens: readonly LocalToken[],
): Promise<void> {
  const seeds = new Map(seed.pools.map((pool) => [pool.id, poolSeed(seed, pool)]));
  await provideSeedTokens(admin, seed.pools, tokens, seeds);
  for (const pool of seed.pools) {
    const seed = seeds.get(pool.id) as PoolSeed;
    if (pool.version === 'V2') await seedV2(admin, pool, seed);
    else if (pool.version === 'V3') await seedV3(admin, pool, seed);
    else await seedV4(admin, pool, seed);
  }
}

function poolSeed<Token extends SeedToken>(seed: LocalChainSeed<Token>, pool: SeedPool<Token>): PoolSeed {
  const usd0 = seed.usdPrice(pool.token0);
  const usd1 = seed.usdPrice(pool.token1);
  const units0 = (usd: number) => baseUnits(usd / usd0, pool.token0.decimals);
  const units1 = (usd: number) => baseUnits(usd / usd1, pool.token1.decimals);
  const sqrtPriceX96 = sqrtRatioX96(units1(PRICE_REFERENCE_USD), units0(PRICE_REFERENCE_USD));
  const share0 = pool.version === 'V2' ? 0.5 : pool.token0Share;
  const evenSide = pool.tvlUsd * Math.min(share0, 1 - share0);
  const positions: SeedPosition[] = [
    { ...fullRange(pool.tickSpacing), amount0: units0(evenSide), amount1: units1(evenSide) },
  ];
  const tick = Math.floor(Math.log((Number(sqrtPriceX96) / 2 ** 96) ** 2) / Math.log(1.0001));
  const spacing = pool.tickSpacing;
  // A spacing of margin keeps the one-sided range clear of the current tick despite float rounding.
  const below = Math.floor(tick / spacing) * spacing - spacing;
  const above = Math.floor(tick / spacing) * spacing + 2 * spacing;
  const extra = pool.tvlUsd * Math.abs(2 * share0 - 1);
  if (extra > 0 && share0 > 0.5) {
    positions.push({
      tickLower: above,
      tickUpper: fullRange(spacing).tickUpper,
      amount0: units0(extra),
      amount1: 0n,
    });
  } else if (extra > 0) {
    positions.push({
      tickLower: fullRange(spacing).tickLower,
      tickUpper: below,
      amount0: 0n,
      amount1: units1(extra),
    });
  }
  return { sqrtPriceX96, positions };
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
  pools: readonly SeedPool[],
  tokens: readonly LocalToken[],
  seeds: Map<string, PoolSeed>,
): Promise<void> {
  const needed = new Map<string, bigint>();
  let native = 0n;
  for (const pool of pools) {
    const { positions } = seeds.get(pool.id) as PoolSeed;
    const amount0 = positions.reduce((sum, position) => sum + position.amount0, 0n);
    const amount1 = positions.reduce((sum, position) => sum + position.amount1, 0n);
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
    else if (token.address === A.uni)
      await admin.send(FAUCET_ACCOUNT, {
        to: A.uni,
        data: encodeCall('uni', 'transfer', [SEED_ACCOUNT, amount]),
      });
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
  return encodeFunctionData({
    abi: permit2Abi,
    functionName: 'approve',
    args: [token, spender, maxUint160, Number(maxUint48)],
  });
}

function tokenAddress(token: SeedToken): Address {
  return token.address ? getAddress(token.address) : zeroAddress;
}

async function seedV2(admin: ChainAdmin, pool: SeedPool, { positions: [even] }: PoolSeed): Promise<void> {
  if (!even) return;
  await admin.send(SEED_ACCOUNT, {
    to: A.v2Router02,
    data: encodeCall('v2Router02', 'addLiquidity', [
      tokenAddress(pool.token0),
      tokenAddress(pool.token1),
      even.amount0,
      even.amount1,
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

async function seedV3(admin: ChainAdmin, pool: SeedPool, seed: PoolSeed): Promise<void> {
  const token0 = tokenAddress(pool.token0);
  const token1 = tokenAddress(pool.token1);
  const mints = seed.positions.map((position) =>
    encodeCall('v3NonfungiblePositionManager', 'mint', [
      {
        token0,
        token1,
        fee: pool.feeTier,
        tickLower: position.tickLower,
        tickUpper: position.tickUpper,
        amount0Desired: position.amount0,
        amount1Desired: position.amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: SEED_ACCOUNT,
        deadline: NO_DEADLINE,
      },
    ]),
  );
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
        ...mints,
      ],
    ]),
  });
}

const POOL_KEY = {
  type: 'tuple',
  components: [
    { name: 'currency0', type: 'address' },
    { name: 'currency1', type: 'address' },
    { name: 'fee', type: 'uint24' },
    { name: 'tickSpacing', type: 'int24' },
    { name: 'hooks', type: 'address' },
  ],
} as const;
const MINT_PARAMS = [
  POOL_KEY,
  { type: 'int24' },
  { type: 'int24' },
  { type: 'uint256' },
  { type: 'uint128' },
  { type: 'uint128' },
  { type: 'address' },
  { type: 'bytes' },
] as const;
const TWO_ADDRESSES = [{ type: 'address' }, { type: 'address' }] as const;

async function seedV4(admin: ChainAdmin, pool: SeedPool, seed: PoolSeed): Promise<void> {
  const key = {
    currency0: tokenAddress(pool.token0),
    currency1: tokenAddress(pool.token1),
    fee: pool.feeTier,
    tickSpacing: pool.tickSpacing,
    hooks: pool.hook ? getAddress(pool.hook) : zeroAddress,
  };
  // V4 mints a liquidity amount: the most each position's amounts pay for, with 1% headroom on the pull.
  const headroom = (amount: bigint) => amount + amount / 100n + 1n;
  const mints = seed.positions.map((position) =>
    encodeAbiParameters(MINT_PARAMS, [
      key,
      position.tickLower,
      position.tickUpper,
      liquidityForAmounts(seed.sqrtPriceX96, position),
      headroom(position.amount0),
      headroom(position.amount1),
      SEED_ACCOUNT,
      '0x',
    ]),
  );
  const nativeIn = key.currency0 === zeroAddress;
  const params = [...mints, encodeAbiParameters(TWO_ADDRESSES, [key.currency0, key.currency1])];
  const actions = [...mints.map(() => Actions.MINT_POSITION), Actions.SETTLE_PAIR];
  if (nativeIn) {
    // ETH is sent up front; what the positions did not take comes back.
    params.push(encodeAbiParameters(TWO_ADDRESSES, [zeroAddress, SEED_ACCOUNT]));
    actions.push(Actions.SWEEP);
  }
  const unlockData = encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'bytes[]' }],
    [`0x${actions.map((action) => action.toString(16).padStart(2, '0')).join('')}`, params],
  );
  await admin.send(SEED_ACCOUNT, {
    to: A.v4PositionManager,
    value: nativeIn ? seed.positions.reduce((sum, position) => sum + headroom(position.amount0), 0n) : 0n,
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

/** The most liquidity a position's amounts pay for at the price (the V4 periphery's LiquidityAmounts). */
function liquidityForAmounts(sqrtPriceX96: bigint, position: SeedPosition): bigint {
  const q96 = 1n << 96n;
  const sqrtA = sqrtRatioAtTick(position.tickLower);
  const sqrtB = sqrtRatioAtTick(position.tickUpper);
  const fromAmount0 = (lower: bigint) => (position.amount0 * lower * sqrtB) / ((sqrtB - lower) * q96);
  const fromAmount1 = (upper: bigint) => (position.amount1 * q96) / (upper - sqrtA);
  if (sqrtPriceX96 <= sqrtA) return fromAmount0(sqrtA);
  if (sqrtPriceX96 >= sqrtB) return fromAmount1(sqrtB);
  const from0 = fromAmount0(sqrtPriceX96);
  const from1 = fromAmount1(sqrtPriceX96);
  if (from0 < from1) return from0;
  return from1;
}
