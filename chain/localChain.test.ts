import { AllowanceTransfer, type PermitSingle } from '@uniswap/permit2-sdk';
import { Trade as RouterTrade } from '@uniswap/router-sdk';
import { CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { SwapRouter, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import { INIT_CODE_HASH } from '@uniswap/v2-sdk';
import { POOL_INIT_CODE_HASH } from '@uniswap/v3-sdk';
import { Pool as V4Pool, Route as V4Route } from '@uniswap/v4-sdk';
import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import {
  type Address,
  createWalletClient,
  domainSeparator,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  keccak256,
  maxUint160,
  maxUint256,
  parseAbi,
  parseUnits,
  publicActions,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolRecord } from '../backend/dataset/pools.ts';
import { DEV_ACCOUNT_ADDRESS, DEV_ACCOUNT_PRIVATE_KEY } from './devAccount.ts';
import { FaucetRefusedError, topUp } from './faucet.ts';
import { publishedPermit2Code } from './permit2Code.ts';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID, type ProtocolContract } from './protocolAddresses.ts';
import { type ContractArtifact, contractArtifact } from './protocolArtifacts.ts';
import { SELF_ADDRESS_IMMUTABLE } from './relocation.ts';
import { localChainMarket } from './seededPools.ts';
import { TEST_TOKEN_PATCHED_IMMUTABLES } from './seedTokens.ts';
import { type LocalChain, startLocalChain } from './startLocalChain.ts';

// One chain for the whole file: starting it is the expensive part.
let chain: LocalChain;
const market = localChainMarket();
const wallet = () =>
  createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
    chain: hardhat,
    transport: http(chain.url),
  }).extend(publicActions);

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
}, 120_000);
afterAll(() => chain?.stop());

const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
const DEADLINE = 2n ** 40n;

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
    });
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
      abi: parseAbi(['function DOMAIN_SEPARATOR() view returns (bytes32)']),
      functionName: 'DOMAIN_SEPARATOR',
    });
    expect(onChain).toBe(separator);
  });

  it('creates pools whose init code hashes are mainnet’s (the SDK constants)', () => {
    expect(keccak256(contractArtifact('v2Pair').bytecode)).toBe(INIT_CODE_HASH);
    expect(keccak256(contractArtifact('v3Pool').bytecode)).toBe(POOL_INIT_CODE_HASH);
  });

  it('holds the dataset’s tokens at their real addresses with their real name, symbol and decimals', async () => {
    const client = wallet();
    expect(market.tokens.length).toBeGreaterThanOrEqual(20);
    for (const token of market.tokens) {
      const address = getAddress(token.address as string);
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address, abi: erc20Abi, functionName });
      expect([await read('name'), await read('symbol'), await read('decimals')], token.symbol ?? '').toEqual([
        token.name,
        token.symbol,
        token.decimals,
      ]);
      const code = (await client.getCode({ address })) as Hex;
      const artifact = contractArtifact(address === A.weth9 ? 'weth9' : 'testToken');
      expect(differencesOutsideImmutables(artifact, code), token.symbol ?? '').toEqual([]);
      if (address === A.weth9) continue;
      // The relocated token's one patched immutable, named:
      expect(TEST_TOKEN_PATCHED_IMMUTABLES).toEqual(['INITIAL_DOMAIN_SEPARATOR']);
      const separator = await client.readContract({
        address,
        abi: parseAbi(['function DOMAIN_SEPARATOR() view returns (bytes32)']),
        functionName: 'DOMAIN_SEPARATOR',
      });
      expect(separator).toBe(
        domainSeparator({
          domain: {
            name: token.name ?? '',
            version: '1',
            chainId: LOCAL_CHAIN_ID,
            verifyingContract: address,
          },
        }),
      );
    }
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
    const v3 = parseAbi(['function getPool(address,address,uint24) view returns (address)']);
    const flagship = market.pools.find((pool) => pool.version === 'V3' && pool.feeTier === 500);
    expect(flagship?.address).toBe('0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640');
    const fromFactory = await client.readContract({
      address: A.v3Factory,
      abi: v3,
      functionName: 'getPool',
      args: [USDC, A.weth9, 500],
    });
    expect(fromFactory.toLowerCase()).toBe(flagship?.address);
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
    await send(client, USDC, erc20Abi, 'approve', [A.v2Router02, amountIn]);
    const before = await balanceOf(client, A.weth9);
    await send(client, A.v2Router02, ROUTER02_ABI, 'swapExactTokensForTokens', [
      amountIn,
      1n,
      [USDC, A.weth9],
      DEV_ACCOUNT_ADDRESS,
      DEADLINE,
    ]);
    const received = Number((await balanceOf(client, A.weth9)) - before) / 1e18;
    // At the pool's price, less the 0.3% fee and a sliver of price impact.
    const atPrice = 1000 * market.price(seededPool('V2', 3000));
    expect(received).toBeGreaterThan(atPrice * 0.996);
    expect(received).toBeLessThan(atPrice * 0.997);
  });

  it('swaps WETH for USDC through the 0.05% V3 pool with SwapRouter02', async () => {
    const client = wallet();
    const amountIn = parseUnits('1', 18);
    await send(client, A.weth9, erc20Abi, 'approve', [A.v3SwapRouter02, amountIn]);
    const before = await balanceOf(client, USDC);
    await send(client, A.v3SwapRouter02, SWAP_ROUTER02_ABI, 'exactInputSingle', [
      {
        tokenIn: A.weth9,
        tokenOut: USDC,
        fee: 500,
        recipient: DEV_ACCOUNT_ADDRESS,
        amountIn,
        amountOutMinimum: 1n,
        sqrtPriceLimitX96: 0n,
      },
    ]);
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
    ) as PoolRecord;
    const key = {
      currency0: zeroAddress,
      currency1: USDC,
      fee: pool.feeTier,
      tickSpacing: pool.tickSpacing,
      hooks: zeroAddress,
    } as const;
    const amountIn = parseUnits('2000', 6);
    // Quoted on chain, as the app does: V4Quoter through eth_call.
    const { result } = await client.simulateContract({
      address: A.v4Quoter,
      abi: V4_QUOTER_ABI,
      functionName: 'quoteExactInputSingle',
      args: [{ poolKey: key, zeroForOne: false, exactAmount: amountIn, hookData: '0x' }],
    });
    const [quotedOut] = result;
    const [sqrtPriceX96, tick] = await client.readContract({
      address: A.v4StateView,
      abi: STATE_VIEW_ABI,
      functionName: 'getSlot0',
      args: [pool.address as Hex],
    });
    const liquidity = await client.readContract({
      address: A.v4StateView,
      abi: STATE_VIEW_ABI,
      functionName: 'getLiquidity',
      args: [pool.address as Hex],
    });
    // The SDKs know mainnet (chain 1); our contracts sit at mainnet's addresses, so its currencies fit.
    const eth = Ether.onChain(1);
    const usdc = new Token(1, USDC, 6, 'USDC');
    const sdkPool = new V4Pool(
      eth,
      usdc,
      key.fee,
      key.tickSpacing,
      zeroAddress,
      sqrtPriceX96.toString(),
      liquidity.toString(),
      tick,
    );
    const route = new V4Route([sdkPool], usdc, eth);
    const trade = new RouterTrade({
      v4Routes: [
        {
          routev4: route,
          inputAmount: CurrencyAmount.fromRawAmount(usdc, amountIn.toString()),
          outputAmount: CurrencyAmount.fromRawAmount(eth, quotedOut.toString()),
        },
      ],
      tradeType: TradeType.EXACT_INPUT,
    });
    await send(client, USDC, erc20Abi, 'approve', [A.permit2, maxUint256]);
    const permit: PermitSingle = {
      details: { token: USDC, amount: maxUint160.toString(), expiration: DEADLINE.toString(), nonce: 0 },
      spender: A.universalRouter,
      sigDeadline: DEADLINE.toString(),
    };
    const { domain, types, values } = AllowanceTransfer.getPermitData(permit, A.permit2, LOCAL_CHAIN_ID);
    const signature = await client.signTypedData({
      domain: domain as never,
      types: types as never,
      primaryType: 'PermitSingle',
      message: values as never,
    });
    const { calldata, value } = SwapRouter.swapCallParameters(trade, {
      slippageTolerance: new Percent(50, 10_000),
      recipient: DEV_ACCOUNT_ADDRESS,
      inputTokenPermit: { ...permit, signature },
      urVersion: UniversalRouterVersion.V2_1_1,
      deadlineOrPreviousBlockhash: DEADLINE.toString(),
    });
    const before = await client.getBalance({ address: DEV_ACCOUNT_ADDRESS });
    const hash = await client.sendTransaction({
      to: A.universalRouter,
      data: calldata as Hex,
      value: BigInt(value),
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await client.getBalance({ address: DEV_ACCOUNT_ADDRESS })) - before + gasPaid).toBe(quotedOut);
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

const ROUTER02_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
]);
const SWAP_ROUTER02_ABI = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
]);
const V4_QUOTER_ABI = parseAbi([
  'struct PoolKey { address currency0; address currency1; uint24 fee; int24 tickSpacing; address hooks; }',
  'struct QuoteExactSingleParams { PoolKey poolKey; bool zeroForOne; uint128 exactAmount; bytes hookData; }',
  'function quoteExactInputSingle(QuoteExactSingleParams params) returns (uint256 amountOut, uint256 gasEstimate)',
]);
const STATE_VIEW_ABI = parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
  'function getLiquidity(bytes32 poolId) view returns (uint128)',
]);

type Client = ReturnType<typeof wallet>;

/** The seeded USDC/WETH pool of a version and fee tier. */
function seededPool(version: 'V2' | 'V3', feeTier: number): PoolRecord {
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

async function send(
  client: Client,
  address: Address,
  abi: readonly unknown[],
  functionName: string,
  args: readonly unknown[],
): Promise<void> {
  const hash = await client.writeContract({ address, abi: abi as never, functionName, args } as never);
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status, functionName).toBe('success');
}

/** token1 per token0 in whole tokens, from the pool's own state. */
async function poolPriceOnChain(client: Client, pool: PoolRecord): Promise<number> {
  let raw: number;
  if (pool.version === 'V2') {
    const [reserve0, reserve1] = await client.readContract({
      address: pool.address as Address,
      abi: parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']),
      functionName: 'getReserves',
    });
    raw = Number(reserve1) / Number(reserve0);
  } else {
    const [sqrtPriceX96] =
      pool.version === 'V3'
        ? await client.readContract({
            address: pool.address as Address,
            abi: parseAbi([
              'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
            ]),
            functionName: 'slot0',
          })
        : await client.readContract({
            address: A.v4StateView,
            abi: STATE_VIEW_ABI,
            functionName: 'getSlot0',
            args: [pool.address as Hex],
          });
    raw = (Number(sqrtPriceX96) / 2 ** 96) ** 2;
  }
  return raw * 10 ** (pool.token0.decimals - pool.token1.decimals);
}
