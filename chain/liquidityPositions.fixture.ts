import { CurrencyAmount, Ether, Percent, Token } from '@uniswap/sdk-core';
import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import { Pool as V4Pool, Position as V4Position, V4PositionManager } from '@uniswap/v4-sdk';
import {
  type Address,
  decodeEventLog,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint48,
  maxUint160,
  maxUint256,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { topUp } from '../devChain/faucet.ts';
import {
  permit2Abi,
  v3PoolAbi,
  v3PositionManagerAbi,
  v4PositionTransferEventAbi,
  v4StateViewAbi,
} from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import type { SeedPool } from './localChainSeed.ts';
import { approve, confirmed, DEADLINE } from './referenceSwaps.fixture.ts';
import { createTradingAccount } from './tradingAccount.fixture.ts';

export type LiquidityProvider = Awaited<ReturnType<typeof createLiquidityProvider>>;

/**
 * A fresh funded account that opens liquidity positions straight on the local chain, the way any
 * wallet could, never through the app's code: V2 through Router02 (the reference trader's), V3 through
 * the NonfungiblePositionManager in a range around the price, V4 through the PositionManager with the
 * V4 SDK's calldata. For the positions index's tests and bench: it must list what it never saw made.
 */
export async function createLiquidityProvider(rpcUrl: string) {
  const trader = await createTradingAccount(rpcUrl);
  const { client, address } = trader;
  const permittedForV4 = new Set<Address>();

  const tokensOf = (pool: SeedPool) =>
    [getAddress(pool.token0.address ?? zeroAddress), getAddress(pool.token1.address ?? zeroAddress)] as const;

  return {
    ...trader,
    /**
     * Opens a V3 position `spacings` tick spacings either side of the pool's tick (shifted by `offset`
     * spacings: a range wholly above or below the price holds one token), for `recipient` (default: itself).
     */
    async mintV3(
      pool: SeedPool,
      amount0: bigint,
      amount1: bigint,
      spacings = 10,
      offset = 0,
      recipient: Address = address,
    ) {
      const [token0, token1] = tokensOf(pool);
      await topUp(rpcUrl, address, {
        eth: 0n,
        tokens: [
          { token: token0, amount: amount0 },
          { token: token1, amount: amount1 },
        ],
      });
      for (const token of [token0, token1])
        await approve(client, token, A.v3NonfungiblePositionManager, maxUint256);
      const [, tick] = await client.readContract({
        address: getAddress(pool.address),
        abi: v3PoolAbi,
        functionName: 'slot0',
      });
      const centre = nearestUsableTick(tick, pool.tickSpacing) + offset * pool.tickSpacing;
      const call = {
        address: A.v3NonfungiblePositionManager,
        abi: v3PositionManagerAbi,
        functionName: 'mint',
        args: [
          {
            token0,
            token1,
            fee: pool.feeTier,
            tickLower: centre - spacings * pool.tickSpacing,
            tickUpper: centre + spacings * pool.tickSpacing,
            amount0Desired: amount0,
            amount1Desired: amount1,
            amount0Min: 0n,
            amount1Min: 0n,
            recipient,
            deadline: DEADLINE,
          },
        ],
      } as const;
      const { result } = await client.simulateContract(call);
      const receipt = await confirmed(client, await client.writeContract(call), 'V3 mint');
      return { receipt, tokenId: result[0], liquidity: result[1] };
    },
    /** Gives a V3 position NFT to another address. */
    async transferV3(tokenId: bigint, to: Address): Promise<TransactionReceipt> {
      const hash = await client.writeContract({
        address: A.v3NonfungiblePositionManager,
        abi: v3PositionManagerAbi,
        functionName: 'transferFrom',
        args: [address, to, tokenId],
      });
      return confirmed(client, hash, 'V3 transfer');
    },
    /**
     * Opens a full-range position in a hookless V4 pool of native ETH and an ERC-20 worth about
     * `ethAmount` of ETH on each side, through the PositionManager (the ERC-20 pulled by Permit2), for
     * `recipient` (default: itself).
     */
    async mintV4(pool: SeedPool, ethAmount: bigint, recipient: Address = address) {
      const [currency0, currency1] = tokensOf(pool);
      if (currency0 !== zeroAddress) throw new Error('mintV4 opens positions in ETH pools');
      const erc20 = new Token(1, currency1, pool.token1.decimals);
      await topUp(rpcUrl, address, { eth: 0n, tokens: [{ token: currency1, amount: 10n ** 30n }] });
      if (!permittedForV4.has(currency1)) {
        await approve(client, currency1, A.permit2, maxUint256);
        await confirmed(
          client,
          await client.writeContract({
            address: A.permit2,
            abi: permit2Abi,
            functionName: 'approve',
            args: [currency1, A.v4PositionManager, maxUint160, Number(maxUint48)],
          }),
          'Permit2 approve',
        );
        permittedForV4.add(currency1);
      }
      const poolId = pool.address as Hex;
      const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
        client.readContract({
          address: A.v4StateView,
          abi: v4StateViewAbi,
          functionName: 'getSlot0',
          args: [poolId],
        }),
        client.readContract({
          address: A.v4StateView,
          abi: v4StateViewAbi,
          functionName: 'getLiquidity',
          args: [poolId],
        }),
      ]);
      const eth = Ether.onChain(1);
      const sdkPool = new V4Pool(
        eth,
        erc20,
        pool.feeTier,
        pool.tickSpacing,
        zeroAddress,
        sqrtPriceX96.toString(),
        liquidity.toString(),
        tick,
      );
      const position = V4Position.fromAmounts({
        pool: sdkPool,
        tickLower: nearestUsableTick(TickMath.MIN_TICK, pool.tickSpacing),
        tickUpper: nearestUsableTick(TickMath.MAX_TICK, pool.tickSpacing),
        amount0: ethAmount.toString(),
        amount1: CurrencyAmount.fromRawAmount(erc20, (10n ** 30n).toString()).quotient,
        useFullPrecision: true,
      });
      const { calldata, value } = V4PositionManager.addCallParameters(position, {
        recipient,
        slippageTolerance: new Percent(1, 100),
        deadline: DEADLINE.toString(),
        useNative: eth,
      });
      const receipt = await confirmed(
        client,
        await client.sendTransaction({
          to: A.v4PositionManager,
          data: calldata as Hex,
          value: BigInt(value),
        }),
        'V4 mint',
      );
      const minted = receipt.logs.flatMap((log) => {
        if (getAddress(log.address) !== getAddress(A.v4PositionManager) || log.topics.length !== 4) return [];
        const event = decodeEventLog({
          abi: v4PositionTransferEventAbi,
          topics: log.topics as [Hex, ...Hex[]],
          data: log.data,
        });
        return event.args.from === zeroAddress ? [event.args.id] : [];
      });
      const tokenId = minted[0];
      if (tokenId === undefined) throw new Error('V4 mint left no position NFT');
      return { receipt, tokenId, liquidity: BigInt(position.liquidity.toString()) };
    },
    /** The account's LP shares of a V2 pair. */
    v2Shares: (pool: SeedPool) =>
      client.readContract({
        address: getAddress(pool.address),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    /** Gives some of its LP shares of a V2 pair to another address. */
    async transferV2Shares(pool: SeedPool, to: Address, shares: bigint): Promise<TransactionReceipt> {
      const hash = await client.writeContract({
        address: getAddress(pool.address),
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, shares],
      });
      return confirmed(client, hash, 'LP share transfer');
    },
  };
}
