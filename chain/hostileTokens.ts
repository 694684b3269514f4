import { Token } from '@uniswap/sdk-core';
import { computePairAddress } from '@uniswap/v2-sdk';
import { computePoolAddress } from '@uniswap/v3-sdk';
import { type Address, getAddress } from 'viem';
import type { FaucetGrant } from '../devChain/faucet.ts';
import { HOSTILE_TEST_TOKENS, type HostileTokenKind } from '../protocol/hostileTestTokens.ts';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import type { SeedPool, SeedToken } from './localChainSeed.ts';
import { baseUnits, seedPools } from './seedPools.ts';
import type { LocalToken } from './seedTokens.ts';
import { solidityArtifacts } from './solidityArtifacts.ts';

/** Deploys the hostile tokens, nonce after nonce: their addresses follow from it alone (protocol/). */
const HOSTILE_TOKEN_DEPLOYER = getAddress('0x7e57700000000000000000000000000000007e57');

/**
 * How each token is seeded: the decimals its amounts count in (what its contract says; 18 for the one
 * whose decimals() reverts), its price in WETH, and whether a V3 pool (0.3 %) joins its V2 pair. V3 only
 * for tokens that transfer exactly what is asked: a V3 pool checks its balance after every payment.
 */
const HOSTILE_TOKEN_MARKET: Record<
  HostileTokenKind,
  { decimals: number; wethPerToken: number; v3: boolean }
> = {
  feeOnTransfer: { decimals: 18, wethPerToken: 0.001, v3: false },
  bytes32Metadata: { decimals: 18, wethPerToken: 0.001, v3: true },
  revertingMetadata: { decimals: 18, wethPerToken: 0.001, v3: true },
  revertingDecimals: { decimals: 18, wethPerToken: 0.001, v3: false },
  zeroDecimals: { decimals: 0, wethPerToken: 0.01, v3: true },
  // A V2 pair's reserves are uint112 (5·10^33): at 10^255 base units a token, the pool holds 10^-224 of one.
  maxDecimals: { decimals: 255, wethPerToken: 1e226, v3: false },
  revertingTransfer: { decimals: 18, wethPerToken: 0.001, v3: false },
  falseTransfer: { decimals: 18, wethPerToken: 0.001, v3: false },
  rebasing: { decimals: 18, wethPerToken: 0.001, v3: false },
};

/** Each pool's liquidity, in WETH on both sides together. */
const POOL_TVL_WETH = 200;
/** What the dev account and the faucet give of each hostile token, in WETH's worth. */
const GRANT_WETH = 100;
const V3_FEE = 3000;
const V3_TICK_SPACING = 60;

const WETH: SeedToken = {
  address: PROTOCOL_ADDRESSES.weth9,
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
};
const kinds = Object.keys(HOSTILE_TEST_TOKENS) as HostileTokenKind[];

export interface HostileTokenPool {
  kind: HostileTokenKind;
  version: 'V2' | 'V3';
  address: Address;
}

/**
 * Deploys the hostile test tokens at their fixed addresses (each constructor runs as written), and gives
 * each a V2 pair with WETH holding real liquidity. Before the seed's pools: set-up mines a block a second,
 * and the seed's pools must stay the newest set-up rows (backend/indexedChain.test.ts reads them as the
 * page before the clock catches up).
 */
export async function deployHostileTokens(admin: ChainAdmin): Promise<void> {
  const artifacts = await solidityArtifacts('testTokens');
  for (const kind of kinds) {
    const { address, contract } = HOSTILE_TEST_TOKENS[kind];
    const artifact = artifacts[contract];
    if (!artifact) throw new Error(`chain/testTokens has no contract ${contract}`);
    const deployed = await admin.deploy(HOSTILE_TOKEN_DEPLOYER, artifact.bytecode);
    if (deployed.address !== address) {
      throw new Error(
        `${contract} landed at ${deployed.address}, not ${address}: deploy them in their listed order`,
      );
    }
  }
  await seedHostilePools(admin, 'V2');
}

/**
 * The V3 pools of the hostile tokens whose transfers are exact. After the seed's pools: V3 positions are
 * NFTs numbered in mint order, and the seed's positions keep their numbers (1, 2, … as tests know them).
 */
export function seedHostileV3Pools(admin: ChainAdmin): Promise<void> {
  return seedHostilePools(admin, 'V3');
}

async function seedHostilePools(admin: ChainAdmin, version: 'V2' | 'V3'): Promise<void> {
  const pools = hostileTokenPools().filter((pool) => pool.version === version);
  const records = new Map(pools.map((pool) => [pool.kind, seedToken(pool.kind)]));
  const tokens: LocalToken[] = [WETH, ...records.values()].map((token) => ({
    address: token.address as Address,
    symbol: token.symbol ?? '',
    decimals: token.decimals,
    isWeth: token === WETH,
  }));
  await seedPools(
    admin,
    {
      listedTokens: [],
      tokens: [],
      pools: pools.map((pool) => seedPool(pool, records.get(pool.kind) as SeedToken)),
      usdPrice: (token) => (token === WETH ? 1 : HOSTILE_TOKEN_MARKET[kindOf(token)].wethPerToken),
    },
    tokens,
  );
}

/** The pools the chain gives the hostile tokens, at their addresses. */
export function hostileTokenPools(): HostileTokenPool[] {
  const weth = sdkToken(PROTOCOL_ADDRESSES.weth9);
  return kinds.flatMap((kind) => {
    const token = sdkToken(HOSTILE_TEST_TOKENS[kind].address);
    const v2: HostileTokenPool = {
      kind,
      version: 'V2',
      address: getAddress(
        computePairAddress({ factoryAddress: PROTOCOL_ADDRESSES.v2Factory, tokenA: token, tokenB: weth }),
      ),
    };
    if (!HOSTILE_TOKEN_MARKET[kind].v3) return [v2];
    const address = computePoolAddress({
      factoryAddress: PROTOCOL_ADDRESSES.v3Factory,
      tokenA: token,
      tokenB: weth,
      fee: V3_FEE,
    });
    return [v2, { kind, version: 'V3', address: getAddress(address) }];
  });
}

/** Each hostile token, worth GRANT_WETH: what the dev account starts with and the faucet tops up to. */
export function hostileTokenGrants(): FaucetGrant[] {
  return kinds.map((kind) => ({
    token: HOSTILE_TEST_TOKENS[kind].address,
    amount: baseUnits(
      GRANT_WETH / HOSTILE_TOKEN_MARKET[kind].wethPerToken,
      HOSTILE_TOKEN_MARKET[kind].decimals,
    ),
  }));
}

function seedToken(kind: HostileTokenKind): SeedToken {
  return {
    address: HOSTILE_TEST_TOKENS[kind].address,
    name: null,
    symbol: kind,
    decimals: HOSTILE_TOKEN_MARKET[kind].decimals,
  };
}

function kindOf(token: SeedToken): HostileTokenKind {
  return token.symbol as HostileTokenKind;
}

function seedPool(pool: HostileTokenPool, token: SeedToken): SeedPool {
  const [token0, token1] =
    BigInt(token.address as Address) < BigInt(PROTOCOL_ADDRESSES.weth9) ? [token, WETH] : [WETH, token];
  return {
    id: `${pool.kind} ${pool.version}`,
    version: pool.version,
    address: pool.address,
    token0,
    token1,
    feeTier: V3_FEE,
    tickSpacing: V3_TICK_SPACING,
    tvlUsd: POOL_TVL_WETH,
    token0Share: 0.5,
    hook: null,
  };
}

/** An SDK token for deriving pool addresses, which depend on the address alone (not on decimals). */
function sdkToken(address: Address): Token {
  return new Token(LOCAL_CHAIN_ID, address, 18);
}
