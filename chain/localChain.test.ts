import { Ether, Token } from '@uniswap/sdk-core';
import { INIT_CODE_HASH } from '@uniswap/v2-sdk';
import { POOL_INIT_CODE_HASH } from '@uniswap/v3-sdk';
import { Pool } from '@uniswap/v4-sdk';
import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  domainSeparator,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseAbi,
  parseUnits,
  publicActions,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { DEV_ACCOUNT_ADDRESS, DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { FaucetRefusedError, topUp } from '../devChain/faucet.ts';
import {
  governorAlphaAbi,
  v2PairAbi,
  v3FactoryAbi,
  v3PoolAbi,
  v4QuoterAbi,
  v4StateViewAbi,
} from '../protocol/protocolAbis.ts';
import {
  PROTOCOL_ADDRESSES as A,
  LOCAL_CHAIN_ID,
  type ProtocolContract,
} from '../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { publishedPermit2Code } from './permit2Code.ts';
import { type ContractArtifact, contractArtifact } from './protocolArtifacts.ts';
import { approve, swapThroughV2, swapThroughV3, swapThroughV4 } from './referenceSwaps.fixture.ts';
import { SELF_ADDRESS_IMMUTABLE } from './relocation.ts';
import { DEV_VOTING_UNI } from './seededFunds.ts';
import { TEST_TOKEN_PATCHED_IMMUTABLES } from './seedTokens.ts';
import { type LocalChain, startLocalChain } from './startLocalChain.ts';

// One chain for the whole file: starting it is the expensive part.
let chain: LocalChain;
const market = localChainMarket();
type MarketPool = (typeof market.pools)[number];
const wallet = () =>
  createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
    chain: hardhat,
    transport: http(chain.url),
  }).extend(publicActions);

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: market });
}, 120_000);
afterAll(() => chain?.stop());

const USDC = WELL_KNOWN_TOKENS.USDC;
/** The EIP-712 domain separator Permit2 and every test token expose. */
const DOMAIN_SEPARATOR_ABI = parseAbi(['function DOMAIN_SEPARATOR() view returns (bytes32)']);

/**
 * Byte offsets where a deployed contract's code differs from its artifact's runtime code outside the
 * artifact's immutables (which the compiler leaves as zero words after PUSH32, and Foundry artifacts
 * also list). An empty list means: the very compiled code, only with its constructor's immutables.
 */
function differencesOutsideImmutables(artifact: ContractArtifact, code: Hex): number[] {
  const expected = Buffer.from(artifact.deployedBytecode.slice(2), 'hex');
  const actual = Buffer.from(code.slice(2), 'hex');
  if (expected.length !== actual.length) return [-1];
  const inImmutable = (offset: number) =>
    artifact.immutableRanges
      ? artifact.immutableRanges.some(({ start, length }) => offset >= start && offset < start + length)
      : Array.from({ length: 32 }, (_, back) => offset - back).some(
          (start) =>
            expected[start - 1] === 0x7f && expected.subarray(start, start + 32).every((byte) => byte === 0),
        );
  const differences: number[] = [];
  for (let offset = 0; offset < expected.length; offset++) {
    if (expected[offset] !== actual[offset] && !inImmutable(offset)) differences.push(offset);
  }
  return differences;
}

describe('the local chain', () => {
  it('deploys every protocol contract at exactly its address in the table, with its npm artifact’s code', async () => {
    const client = wallet();
    for (const [name, address] of Object.entries(A) as [ProtocolContract, Address][]) {
      const code = await client.getCode({ address });
      expect(code, name).toBeDefined();
      if (name === 'permit2') continue;
      expect(differencesOutsideImmutables(contractArtifact(name), code as Hex), name).toEqual([]);
    }
    // The comparison tells contracts apart: V4's quoter is not its state view, even allowing immutables.
    const stateView = (await client.getCode({ address: A.v4StateView })) as Hex;
    expect(differencesOutsideImmutables(contractArtifact('v4Quoter'), stateView)).not.toEqual([]);
    const quoter = (await client.getCode({ address: A.v3QuoterV2 })) as Hex;
    const flipped = `${quoter.slice(0, 1000)}${quoter[1000] === 'f' ? '0' : 'f'}${quoter.slice(1001)}` as Hex;
    expect(differencesOutsideImmutables(contractArtifact('v3QuoterV2'), flipped)).toHaveLength(1);
  });

  it('relocated copies differ from their deployment only in the immutables named here', () => {
    expect(chain.deployment.patchedImmutables).toEqual({
      weth9: [],
      multicall: [],
      v4PoolManager: [SELF_ADDRESS_IMMUTABLE],
      v4PositionManager: ['_CACHED_DOMAIN_SEPARATOR'],
      v4StateView: [],
      v4Quoter: [],
      universalRouter: [SELF_ADDRESS_IMMUTABLE],
      uni: [],
      timelock: [],
      governorAlpha: [],
    });
  });

  it('governs with the real UNI, Timelock and GovernorAlpha: the treasury and the dev account hold UNI', async () => {
    const client = wallet();
    const read = <const F extends 'quorumVotes' | 'proposalThreshold'>(functionName: F) =>
      client.readContract({ address: A.governorAlpha, abi: governorAlphaAbi, functionName });
    const [admin, quorum, threshold, treasury, dev] = await Promise.all([
      client.readContract({
        address: A.timelock,
        abi: parseAbi(['function admin() view returns (address)']),
        functionName: 'admin',
      }),
      read('quorumVotes'),
      read('proposalThreshold'),
      balanceOf(client, A.uni, A.timelock),
      balanceOf(client, A.uni, DEV_ACCOUNT_ADDRESS),
    ]);
    expect(admin).toBe(A.governorAlpha);
    expect(treasury).toBeGreaterThan(0n);
    expect(dev).toBe(DEV_VOTING_UNI.amount);
    expect(dev).toBeGreaterThan(quorum);
    expect(dev).toBeGreaterThan(threshold);
  });

  it('runs the published Permit2 code with only its cached domain separator made right for this chain and address', async () => {
    const published = Buffer.from(publishedPermit2Code().slice(2), 'hex');
    const code = Buffer.from(((await wallet().getCode({ address: A.permit2 })) ?? '0x').slice(2), 'hex');
    const separator = domainSeparator({
      domain: { name: 'Permit2', chainId: LOCAL_CHAIN_ID, verifyingContract: A.permit2 },
    });
    const at = code.indexOf(Buffer.from(separator.slice(2), 'hex'));
    expect(code.length).toBe(published.length);
    expect(at).toBeGreaterThan(0);
    expect(Buffer.concat([code.subarray(0, at), code.subarray(at + 32)])).toEqual(
      Buffer.concat([published.subarray(0, at), published.subarray(at + 32)]),
    );
    const onChain = await wallet().readContract({
      address: A.permit2,
      abi: DOMAIN_SEPARATOR_ABI,
      functionName: 'DOMAIN_SEPARATOR',
    });
    expect(onChain).toBe(separator);
  });

  it('creates pools whose init code hashes are mainnet’s (the SDK constants)', () => {
    expect(keccak256(contractArtifact('v2Pair').bytecode)).toBe(INIT_CODE_HASH);
    expect(keccak256(contractArtifact('v3Pool').bytecode)).toBe(POOL_INIT_CODE_HASH);
  });

  it('holds every listed Ethereum token at its real address with its real name, symbol and decimals', async () => {
    // Batched JSON-RPC: hundreds of tokens, a handful of requests.
    const client = createPublicClient({ transport: http(chain.url, { batch: { batchSize: 2000 } }) });
    expect(market.listedTokens.length).toBeGreaterThan(400);
    expect(market.listedTokens.filter((token) => token.edgeCase).length).toBeGreaterThan(0);
    await Promise.all(
      market.listedTokens.map(async (token) => {
        const address = getAddress(token.address as string);
        const read = (functionName: 'name' | 'symbol' | 'decimals') =>
          client.readContract({ address, abi: erc20Abi, functionName });
        const [name, symbol, decimals, code] = await Promise.all([
          read('name'),
          read('symbol'),
          read('decimals'),
          client.getCode({ address }),
        ]);
        // A Solidity string cannot be null: a token without a symbol has the empty one.
        const expectedName = token.name ?? token.symbol ?? '';
        expect([name, symbol, decimals], address).toEqual([expectedName, token.symbol ?? '', token.decimals]);
        const artifact = contractArtifact(
          address === A.weth9 ? 'weth9' : address === A.uni ? 'uni' : 'testToken',
        );
        expect(differencesOutsideImmutables(artifact, code as Hex), address).toEqual([]);
        // WETH9 and UNI (whose EIP-712 domain is computed per call) expose no DOMAIN_SEPARATOR.
        if (address === A.weth9 || address === A.uni) return;
        const separator = await client.readContract({
          address,
          abi: DOMAIN_SEPARATOR_ABI,
          functionName: 'DOMAIN_SEPARATOR',
        });
        expect(separator, address).toBe(
          domainSeparator({
            domain: {
              name: expectedName,
              version: '1',
              chainId: LOCAL_CHAIN_ID,
              verifyingContract: address,
            },
          }),
        );
      }),
    );
    // Each token's one patched immutable, named: the domain separator hashes in its address and name.
    expect(TEST_TOKEN_PATCHED_IMMUTABLES).toEqual(['INITIAL_DOMAIN_SEPARATOR']);
    expect(await client.readContract({ address: USDC, abi: erc20Abi, functionName: 'decimals' })).toBe(6);
  });

  it('seeds the top pools and every pool among the top tokens at the dataset’s address or id and price', async () => {
    const client = wallet();
    expect(market.pools.length).toBeGreaterThanOrEqual(20);
    for (const version of ['V2', 'V3', 'V4'] as const) {
      expect(market.pools.some((pool) => pool.version === version)).toBe(true);
    }
    for (const pool of market.pools) {
      const price = await poolPriceOnChain(client, pool);
      expect(Math.abs(price / market.price(pool) - 1), `${pool.version} ${pool.address}`).toBeLessThan(0.005);
    }
    const flagship = market.pools.find((pool) => pool.version === 'V3' && pool.feeTier === 500);
    expect(flagship?.address).toBe('0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640');
    const fromFactory = await client.readContract({
      address: A.v3Factory,
      abi: v3FactoryAbi,
      functionName: 'getPool',
      args: [USDC, A.weth9, 500],
    });
    expect(fromFactory.toLowerCase()).toBe(flagship?.address);
  });

  it('leaves the pools it cannot hold read-only, and says why', async () => {
    const client = wallet();
    const readOnly = market.dataset.pools('ETHEREUM').filter((pool) => !market.tradability(pool).tradable);
    const hooked = readOnly.find((pool) => pool.hook);
    expect(hooked && market.tradability(hooked)).toEqual({ tradable: false, reason: 'third-party hook' });
    const dynamic = readOnly.find((pool) => pool.isDynamicFee && !pool.hook);
    expect(dynamic && market.tradability(dynamic)).toEqual({
      tradable: false,
      reason: 'dynamic fee without hook',
    });
    for (const pool of readOnly.filter((candidate) => candidate.version === 'V4')) {
      const [sqrtPriceX96] = await client.readContract({
        address: A.v4StateView,
        abi: v4StateViewAbi,
        functionName: 'getSlot0',
        args: [pool.address as Hex],
      });
      expect(sqrtPriceX96, pool.address).toBe(0n);
    }
    for (const pool of market.pools) expect(market.tradability(pool)).toEqual({ tradable: true });
  });

  it('runs one V4 pool with a real hook: v4-core’s test hook, which the pool manager calls', async () => {
    const client = wallet();
    const hooked = market.pools.filter((pool) => pool.hook);
    expect(hooked.map((pool) => [pool.version, pool.token0.symbol, pool.token1.symbol, pool.hook])).toEqual([
      ['V4', 'ETH', 'USDC', A.v4TestHook.toLowerCase()],
    ]);
    const pool = hooked[0] as MarketPool;
    const key = {
      currency0: zeroAddress,
      currency1: USDC,
      fee: pool.feeTier,
      tickSpacing: pool.tickSpacing,
      hooks: A.v4TestHook,
    };
    // The hook is part of the pool's id: this is the pool with it, not the flagship without.
    const usdc = new Token(LOCAL_CHAIN_ID, USDC, 6);
    const poolId = Pool.getPoolId(Ether.onChain(LOCAL_CHAIN_ID), usdc, key.fee, key.tickSpacing, key.hooks);
    expect(poolId.toLowerCase()).toBe(pool.address);
    const liquidity = await client.readContract({
      address: A.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getLiquidity',
      args: [pool.address as Hex],
    });
    expect(liquidity).toBeGreaterThan(0n);
    const quote = () =>
      client.simulateContract({
        address: A.v4Quoter,
        abi: v4QuoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [{ poolKey: key, zeroForOne: true, exactAmount: parseUnits('1', 18), hookData: '0x' }],
      });
    const { result } = await quote();
    expect(result[0]).toBeGreaterThan(0n);
    // Without the hook's code the pool manager's call to it fails, and so does the swap: the hook runs.
    const code = (await client.getCode({ address: A.v4TestHook })) as Hex;
    const admin = createTestClient({ mode: 'hardhat', transport: http(chain.url) });
    await admin.setCode({ address: A.v4TestHook, bytecode: '0x' });
    try {
      await expect(quote()).rejects.toThrow();
    } finally {
      await admin.setCode({ address: A.v4TestHook, bytecode: code });
    }
  });

  it('mints V3 positions whose NFT renders (the NFTDescriptor library linked into the descriptor)', async () => {
    const uri = await wallet().readContract({
      address: A.v3NonfungiblePositionManager,
      abi: parseAbi(['function tokenURI(uint256) view returns (string)']),
      functionName: 'tokenURI',
      args: [1n],
    });
    const json = JSON.parse(
      Buffer.from(uri.replace('data:application/json;base64,', ''), 'base64').toString(),
    );
    expect(json.name).toMatch(/^Uniswap - /);
    expect(json.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('gives V2 and V3 pools the dataset’s TVL and its split between the two tokens (within 1%)', async () => {
    const client = wallet();
    for (const pool of market.pools.filter((candidate) => candidate.version !== 'V4')) {
      const [value0, value1] = await Promise.all(
        [pool.token0, pool.token1].map(async (token) => {
          const held = await balanceOf(client, getAddress(token.address as string), pool.address as Address);
          return (Number(held) / 10 ** token.decimals) * market.dataset.usdPrice(token);
        }),
      );
      const share0 = pool.version === 'V2' ? 0.5 : pool.token0Share;
      expect(Math.abs((value0 ?? 0) / (pool.tvlUsd * share0) - 1), `${pool.address} token0`).toBeLessThan(
        0.01,
      );
      expect(
        Math.abs((value1 ?? 0) / (pool.tvlUsd * (1 - share0)) - 1),
        `${pool.address} token1`,
      ).toBeLessThan(0.01);
    }
  });

  it('keeps its clock on the wall clock after set-up, so trades are not stamped in the future', async () => {
    const client = wallet();
    const latest = await client.getBlock();
    const now = BigInt(Math.floor(Date.now() / 1000));
    expect(latest.timestamp).toBeLessThanOrEqual(now);
    // Set-up ran an hour in the past: its first block reads as about an hour ago.
    const first = await client.getBlock({ blockNumber: 1n });
    expect(now - first.timestamp).toBeGreaterThan(50n * 60n);
  });

  it('funds the dev account with ETH and every seeded token', async () => {
    const client = wallet();
    expect(await client.getBalance({ address: DEV_ACCOUNT_ADDRESS })).toBeGreaterThanOrEqual(
      parseUnits('1000', 18),
    );
    for (const token of market.tokens) {
      const balance = await client.readContract({
        address: getAddress(token.address as string),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEV_ACCOUNT_ADDRESS],
      });
      expect(balance, token.symbol ?? '').toBeGreaterThan(0n);
    }
  });

  it('swaps USDC for WETH through the V2 pair with Router02', async () => {
    const client = wallet();
    const amountIn = parseUnits('1000', 6);
    await approve(client, USDC, A.v2Router02, amountIn);
    const before = await balanceOf(client, A.weth9);
    await swapThroughV2(client, USDC, A.weth9, amountIn);
    const received = Number((await balanceOf(client, A.weth9)) - before) / 1e18;
    // At the pool's price, less the 0.3% fee and a sliver of price impact.
    const atPrice = 1000 * market.price(seededPool('V2', 3000));
    expect(received).toBeGreaterThan(atPrice * 0.996);
    expect(received).toBeLessThan(atPrice * 0.997);
  });

  it('swaps WETH for USDC through the 0.05% V3 pool with SwapRouter02', async () => {
    const client = wallet();
    const amountIn = parseUnits('1', 18);
    await approve(client, A.weth9, A.v3SwapRouter02, amountIn);
    const before = await balanceOf(client, USDC);
    await swapThroughV3(client, A.weth9, USDC, 500, amountIn);
    const received = Number((await balanceOf(client, USDC)) - before) / 1e6;
    const atPrice = 1 / market.price(seededPool('V3', 500));
    expect(received).toBeGreaterThan(atPrice * 0.999);
    expect(received).toBeLessThan(atPrice * 0.9995);
  });

  it('swaps USDC for native ETH in the V4 pool through the Universal Router, paying with a Permit2 signature', async () => {
    const client = wallet();
    const pool = market.pools.find(
      (candidate) =>
        candidate.version === 'V4' &&
        candidate.token0.standard === 'NATIVE' &&
        candidate.token1.symbol === 'USDC',
    ) as MarketPool;
    const key = { currency0: zeroAddress, currency1: USDC, fee: pool.feeTier, tickSpacing: pool.tickSpacing };
    await approve(client, USDC, A.permit2, maxUint256);
    const before = await client.getBalance({ address: DEV_ACCOUNT_ADDRESS });
    const { quotedOut, gasPaid } = await swapThroughV4(client, {
      key,
      poolId: pool.address as Hex,
      token: { address: USDC, decimals: 6 },
      amountIn: parseUnits('2000', 6),
      ethIn: false,
    });
    expect((await client.getBalance({ address: DEV_ACCOUNT_ADDRESS })) - before + gasPaid).toBe(quotedOut);
    // 2000 USDC at the pool's price, less the 0.05% fee.
    expect(Number(quotedOut) / 1e18).toBeCloseTo((2000 / market.price(pool)) * 0.9995, 3);
  });

  it('the faucet tops an address up to the amounts asked, once', async () => {
    const fresh = getAddress('0x000000000000000000000000000000000000f00d');
    const grants = {
      eth: parseUnits('5', 18),
      tokens: [
        { token: USDC, amount: parseUnits('100', 6) },
        { token: A.weth9, amount: parseUnits('2', 18) },
      ],
    };
    await topUp(chain.url, fresh, grants);
    await topUp(chain.url, fresh, grants);
    const client = wallet();
    expect(await client.getBalance({ address: fresh })).toBe(grants.eth);
    expect(await balanceOf(client, USDC, fresh)).toBe(parseUnits('100', 6));
    expect(await balanceOf(client, A.weth9, fresh)).toBe(parseUnits('2', 18));
    // Each grant arrived by a real Transfer, as an indexer of Transfer events sees balances.
    for (const token of [USDC, A.weth9]) {
      const transfers = await client.getContractEvents({
        address: token,
        abi: erc20Abi,
        eventName: 'Transfer',
        args: { to: fresh },
        fromBlock: 0n,
      });
      expect(transfers, token).toHaveLength(1);
    }
  });

  it('the faucet refuses any chain but the local one', async () => {
    // A real node with another chain id (mainnet's), as a wallet pointed elsewhere would reach.
    const hre = await createHardhatRuntimeEnvironment({
      networks: { other: { type: 'edr-simulated', chainId: 1, hardfork: 'cancun' } },
    });
    const server = await hre.network.createServer('other', '127.0.0.1', 0);
    const { port } = await server.listen();
    try {
      await expect(
        topUp(`http://127.0.0.1:${port}`, DEV_ACCOUNT_ADDRESS, { eth: 1n, tokens: [] }),
      ).rejects.toBeInstanceOf(FaucetRefusedError);
    } finally {
      await server.close();
    }
  });
});

type Client = ReturnType<typeof wallet>;

/** The seeded USDC/WETH pool of a version and fee tier. */
function seededPool(version: 'V2' | 'V3', feeTier: number): MarketPool {
  const pool = market.pools.find(
    (candidate) =>
      candidate.version === version &&
      candidate.feeTier === feeTier &&
      candidate.token0.symbol === 'USDC' &&
      candidate.token1.symbol === 'WETH',
  );
  if (!pool) throw new Error(`No seeded USDC/WETH ${version} ${feeTier} pool`);
  return pool;
}

async function balanceOf(
  client: Client,
  token: Address,
  owner: Address = DEV_ACCOUNT_ADDRESS,
): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

/** token1 per token0 in whole tokens, from the pool's own state. */
async function poolPriceOnChain(client: Client, pool: MarketPool): Promise<number> {
  let raw: number;
  if (pool.version === 'V2') {
    const [reserve0, reserve1] = await client.readContract({
      address: pool.address as Address,
      abi: v2PairAbi,
      functionName: 'getReserves',
    });
    raw = Number(reserve1) / Number(reserve0);
  } else {
    const [sqrtPriceX96] =
      pool.version === 'V3'
        ? await client.readContract({
            address: pool.address as Address,
            abi: v3PoolAbi,
            functionName: 'slot0',
          })
        : await client.readContract({
            address: A.v4StateView,
            abi: v4StateViewAbi,
            functionName: 'getSlot0',
            args: [pool.address as Hex],
          });
    raw = (Number(sqrtPriceX96) / 2 ** 96) ** 2;
  }
  return raw * 10 ** (pool.token0.decimals - pool.token1.decimals);
}
