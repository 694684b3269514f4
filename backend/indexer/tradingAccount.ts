import { Trade as RouterTrade } from '@uniswap/router-sdk';
import { CurrencyAmount, Percent, TradeType } from '@uniswap/sdk-core';
import { SwapRouter, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import { Route as V4Route } from '@uniswap/v4-sdk';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  publicActions,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { topUp } from '../../chain/faucet.ts';
import {
  ethPoolOnChain,
  ROUTER02_ABI,
  SWAP_ROUTER02_ABI,
  V4_QUOTER_ABI,
} from '../../chain/referenceSwaps.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import type { PoolRecord } from '../dataset/pools.ts';

const DEADLINE = 2n ** 40n;

export type TradingAccount = Awaited<ReturnType<typeof createTradingAccount>>;

/**
 * A fresh account on the local chain, funded by the faucet, that trades the way the app's contracts
 * are called: V2 through Router02, V3 through SwapRouter02 and the NonfungiblePositionManager, V4
 * through the Universal Router. For the indexer's tests and bench: every call returns its receipt(s).
 */
export async function createTradingAccount(rpcUrl: string, usdc: Address) {
  const client = createWalletClient({
    account: privateKeyToAccount(generatePrivateKey()),
    chain: hardhat,
    transport: http(rpcUrl),
  }).extend(publicActions);
  const address = client.account.address;
  await topUp(rpcUrl, address, {
    eth: 10n ** 24n,
    tokens: [
      { token: usdc, amount: 10n ** 15n },
      { token: A.weth9, amount: 10n ** 23n },
    ],
  });
  for (const spender of [A.v2Router02, A.v3SwapRouter02, A.v3NonfungiblePositionManager]) {
    for (const token of [usdc, A.weth9])
      await send({ to: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] });
  }

  async function send(call: {
    to: Address;
    abi: readonly unknown[];
    functionName: string;
    args: readonly unknown[];
    value?: bigint;
  }): Promise<TransactionReceipt> {
    const hash = await client.writeContract({
      address: call.to,
      abi: call.abi as never,
      functionName: call.functionName,
      args: call.args,
      value: call.value,
    } as never);
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 1 });
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted (${hash})`);
    return receipt;
  }

  return {
    address,
    client,
    /** Sells USDC for WETH in the V2 pair. */
    swapV2(amountIn: bigint) {
      return send({
        to: A.v2Router02,
        abi: ROUTER02_ABI,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 1n, [usdc, A.weth9], address, DEADLINE],
      });
    },
    /** Sells WETH for USDC in the V3 pool of this fee tier. */
    swapV3(amountIn: bigint, fee: number) {
      return send({
        to: A.v3SwapRouter02,
        abi: SWAP_ROUTER02_ABI,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: A.weth9,
            tokenOut: usdc,
            fee,
            recipient: address,
            amountIn,
            amountOutMinimum: 1n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      });
    },
    /** Sells native ETH for the pool's token1 in a hookless V4 ETH pool, through the Universal Router. */
    async swapV4(pool: PoolRecord, amountIn: bigint) {
      const token1 = getAddress(pool.token1.address as string);
      const key = {
        currency0: zeroAddress,
        currency1: token1,
        fee: pool.feeTier,
        tickSpacing: pool.tickSpacing,
        hooks: zeroAddress,
      } as const;
      const { result } = await client.simulateContract({
        address: A.v4Quoter,
        abi: V4_QUOTER_ABI,
        functionName: 'quoteExactInputSingle',
        args: [{ poolKey: key, zeroForOne: true, exactAmount: amountIn, hookData: '0x' }],
      });
      const {
        eth,
        erc20: out,
        pool: sdkPool,
      } = await ethPoolOnChain(client, key, pool.address as Hex, {
        address: token1,
        decimals: pool.token1.decimals,
      });
      const trade = new RouterTrade({
        v4Routes: [
          {
            routev4: new V4Route([sdkPool], eth, out),
            inputAmount: CurrencyAmount.fromRawAmount(eth, amountIn.toString()),
            outputAmount: CurrencyAmount.fromRawAmount(out, result[0].toString()),
          },
        ],
        tradeType: TradeType.EXACT_INPUT,
      });
      const { calldata, value } = SwapRouter.swapCallParameters(trade, {
        slippageTolerance: new Percent(50, 10_000),
        recipient: address,
        urVersion: UniversalRouterVersion.V2_1_1,
        deadlineOrPreviousBlockhash: DEADLINE.toString(),
      });
      const hash = await client.sendTransaction({
        to: A.universalRouter,
        data: calldata as Hex,
        value: BigInt(value),
      });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 1 });
      if (receipt.status !== 'success') throw new Error(`V4 swap reverted (${hash})`);
      return receipt;
    },
    /** Adds both tokens of a V2 pair (topped up by the faucet first) at the pair's price. */
    async addV2Liquidity(pool: PoolRecord, amount0: bigint, amount1: bigint) {
      const [token0, token1] = [
        getAddress(pool.token0.address as string),
        getAddress(pool.token1.address as string),
      ];
      await topUp(rpcUrl, address, {
        eth: 0n,
        tokens: [
          { token: token0, amount: amount0 },
          { token: token1, amount: amount1 },
        ],
      });
      for (const token of [token0, token1])
        await send({ to: token, abi: erc20Abi, functionName: 'approve', args: [A.v2Router02, maxUint256] });
      return send({
        to: A.v2Router02,
        abi: ROUTER02_LIQUIDITY_ABI,
        functionName: 'addLiquidity',
        args: [token0, token1, amount0, amount1, 1n, 1n, address, DEADLINE],
      });
    },
    /** Removes all of this account's liquidity from a V2 pair. */
    async removeV2Liquidity(pool: PoolRecord) {
      const pair = getAddress(pool.address);
      const liquidity = await client.readContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
      await send({ to: pair, abi: erc20Abi, functionName: 'approve', args: [A.v2Router02, liquidity] });
      return send({
        to: A.v2Router02,
        abi: ROUTER02_LIQUIDITY_ABI,
        functionName: 'removeLiquidity',
        args: [
          getAddress(pool.token0.address as string),
          getAddress(pool.token1.address as string),
          liquidity,
          1n,
          1n,
          address,
          DEADLINE,
        ],
      });
    },
    /** Opens a full-range position in a V3 pool through the NonfungiblePositionManager. */
    async addV3Liquidity(pool: PoolRecord, amount0: bigint, amount1: bigint) {
      const spacing = pool.tickSpacing;
      const params = {
        token0: getAddress(pool.token0.address as string),
        token1: getAddress(pool.token1.address as string),
        fee: pool.feeTier,
        tickLower: nearestUsableTick(TickMath.MIN_TICK, spacing),
        tickUpper: nearestUsableTick(TickMath.MAX_TICK, spacing),
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: address,
        deadline: DEADLINE,
      };
      // The position's id and liquidity, as the manager will answer them to this very call.
      const { result } = await client.simulateContract({
        address: A.v3NonfungiblePositionManager,
        abi: POSITION_MANAGER_ABI,
        functionName: 'mint',
        args: [params],
      });
      const receipt = await send({
        to: A.v3NonfungiblePositionManager,
        abi: POSITION_MANAGER_ABI,
        functionName: 'mint',
        args: [params],
      });
      return { receipt, tokenId: result[0], liquidity: result[1] };
    },
    /** Takes liquidity out of a V3 position, then collects the tokens (from a position still open, the manager pokes the pool with a zero burn first). */
    async removeV3Liquidity(tokenId: bigint, liquidity: bigint) {
      const decreased = await send({
        to: A.v3NonfungiblePositionManager,
        abi: POSITION_MANAGER_ABI,
        functionName: 'decreaseLiquidity',
        args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
      });
      const collected = await send({
        to: A.v3NonfungiblePositionManager,
        abi: POSITION_MANAGER_ABI,
        functionName: 'collect',
        args: [{ tokenId, recipient: address, amount0Max: 2n ** 128n - 1n, amount1Max: 2n ** 128n - 1n }],
      });
      return { decreased, collected };
    },
  };
}

/** Router02's liquidity functions (its swap function's ABI is the chain's reference swaps' one). */
const ROUTER02_LIQUIDITY_ABI = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256)',
]);
const POSITION_MANAGER_ABI = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
]);
