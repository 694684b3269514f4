import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import {
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  publicActions,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { topUp } from '../devChain/faucet.ts';
import { v2RouterAbi, v3PositionManagerAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import type { SeedPool } from './localChainSeed.ts';
import {
  approve,
  confirmed,
  DEADLINE,
  swapThroughV2,
  swapThroughV3,
  swapThroughV4,
} from './referenceSwaps.fixture.ts';

const { USDC, WETH } = WELL_KNOWN_TOKENS;

export type TradingAccount = Awaited<ReturnType<typeof createTradingAccount>>;

/**
 * A fresh account on the local chain, funded by the faucet with ETH, USDC and WETH and with the
 * routers approved, that trades through the reference swaps and adds and removes liquidity as the
 * position managers are called. For the indexer's tests and benches: every call returns its receipt(s).
 */
export async function createTradingAccount(rpcUrl: string) {
  const client = createWalletClient({
    account: privateKeyToAccount(generatePrivateKey()),
    chain: hardhat,
    transport: http(rpcUrl),
  }).extend(publicActions);
  const address = client.account.address;
  await topUp(rpcUrl, address, {
    eth: 10n ** 24n,
    tokens: [
      { token: USDC, amount: 10n ** 15n },
      { token: WETH, amount: 10n ** 23n },
    ],
  });
  for (const spender of [A.v2Router02, A.v3SwapRouter02, A.v3NonfungiblePositionManager]) {
    for (const token of [USDC, WETH]) await approve(client, token, spender, maxUint256);
  }
  const tokensOf = (pool: SeedPool) =>
    [getAddress(pool.token0.address ?? zeroAddress), getAddress(pool.token1.address ?? zeroAddress)] as const;

  return {
    address,
    client,
    /** Sells USDC for WETH in the V2 pair. */
    swapV2: (amountIn: bigint) => swapThroughV2(client, USDC, WETH, amountIn),
    /** Sells WETH for USDC in the V3 pool of this fee tier. */
    swapV3: (amountIn: bigint, fee: number) => swapThroughV3(client, WETH, USDC, fee, amountIn),
    /** Sells native ETH for the pool's token1 in a hookless V4 ETH pool, through the Universal Router. */
    async swapV4(pool: SeedPool, amountIn: bigint) {
      const [, token1] = tokensOf(pool);
      const key = {
        currency0: zeroAddress,
        currency1: token1,
        fee: pool.feeTier,
        tickSpacing: pool.tickSpacing,
      };
      const token = { address: token1, decimals: pool.token1.decimals };
      const poolId = pool.address as Hex;
      const { receipt } = await swapThroughV4(client, { key, poolId, token, amountIn, ethIn: true });
      return receipt;
    },
    /** Adds both tokens of a V2 pair (topped up by the faucet first) at the pair's price. */
    async addV2Liquidity(pool: SeedPool, amount0: bigint, amount1: bigint) {
      const [token0, token1] = tokensOf(pool);
      await topUp(rpcUrl, address, {
        eth: 0n,
        tokens: [
          { token: token0, amount: amount0 },
          { token: token1, amount: amount1 },
        ],
      });
      for (const token of [token0, token1]) await approve(client, token, A.v2Router02, maxUint256);
      const hash = await client.writeContract({
        address: A.v2Router02,
        abi: v2RouterAbi,
        functionName: 'addLiquidity',
        args: [token0, token1, amount0, amount1, 1n, 1n, address, DEADLINE],
      });
      return confirmed(client, hash, 'addLiquidity');
    },
    /** Removes all of this account's liquidity from a V2 pair. */
    async removeV2Liquidity(pool: SeedPool) {
      const pair = getAddress(pool.address);
      const [token0, token1] = tokensOf(pool);
      const liquidity = await client.readContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
      await approve(client, pair, A.v2Router02, liquidity);
      const hash = await client.writeContract({
        address: A.v2Router02,
        abi: v2RouterAbi,
        functionName: 'removeLiquidity',
        args: [token0, token1, liquidity, 1n, 1n, address, DEADLINE],
      });
      return confirmed(client, hash, 'removeLiquidity');
    },
    /** Opens a full-range position in a V3 pool through the NonfungiblePositionManager. */
    async addV3Liquidity(pool: SeedPool, amount0: bigint, amount1: bigint) {
      const [token0, token1] = tokensOf(pool);
      const params = {
        token0,
        token1,
        fee: pool.feeTier,
        tickLower: nearestUsableTick(TickMath.MIN_TICK, pool.tickSpacing),
        tickUpper: nearestUsableTick(TickMath.MAX_TICK, pool.tickSpacing),
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: address,
        deadline: DEADLINE,
      };
      const call = {
        address: A.v3NonfungiblePositionManager,
        abi: v3PositionManagerAbi,
        functionName: 'mint',
        args: [params],
      } as const;
      // The position's id and liquidity, as the manager will answer them to this very call.
      const { result } = await client.simulateContract(call);
      const receipt = await confirmed(client, await client.writeContract(call), 'mint');
      return { receipt, tokenId: result[0], liquidity: result[1] };
    },
    /** Takes liquidity out of a V3 position, then collects the tokens (from a position still open, the manager pokes the pool with a zero burn first). */
    async removeV3Liquidity(tokenId: bigint, liquidity: bigint) {
      const manager = { address: A.v3NonfungiblePositionManager, abi: v3PositionManagerAbi } as const;
      const decreased = await confirmed(
        client,
        await client.writeContract({
          ...manager,
          functionName: 'decreaseLiquidity',
          args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
        }),
        'decreaseLiquidity',
      );
      const collected = await confirmed(
        client,
        await client.writeContract({
          ...manager,
          functionName: 'collect',
          args: [{ tokenId, recipient: address, amount0Max: 2n ** 128n - 1n, amount1Max: 2n ** 128n - 1n }],
        }),
        'collect',
      );
      return { decreased, collected };
    },
  };
}
