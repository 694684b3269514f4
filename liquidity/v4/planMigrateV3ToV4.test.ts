import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v3PositionManagerAbi, v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { runTransaction } from '../../trading/sendTransaction.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { fullRange, type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { mintedTokenId } from './planCreatePosition.ts';
import { planMigrateV3ToV4 } from './planMigrateV3ToV4.ts';

let chain: LiquidityTestChain;
let usdc: Address;
let weth: Address;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
  usdc = chain.currency('USDC').address as Address;
  weth = chain.currency('WETH').address as Address;
}, 120_000);
afterAll(() => chain?.stop());

const v3Manager = {
  address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
  abi: v3PositionManagerAbi,
} as const;
const v4Manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planMigrateV3ToV4', () => {
  it('moves a V3 USDC/WETH position into the V4 ETH/USDC pool: the V3 NFT burned, the rest refunded', async () => {
    const v3TokenId = await openV3Position();
    const pool: LiquidityPool = {
      version: 'v4',
      currency0: zeroAddress,
      currency1: usdc,
      fee: 500,
      tickSpacing: 10,
      hooks: zeroAddress,
    };
    const plan = await planMigrateV3ToV4(chain.client, {
      v3TokenId,
      pool,
      ...fullRange(pool.tickSpacing),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['approve', 'position']);
    let v4TokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const receipts = await chain.runPlan(plan);
      v4TokenId = mintedTokenId(receipts.at(-1) as (typeof receipts)[number]);
      return receipts;
    }, ['ETH', 'WETH', 'USDC']);
    // ETH pays only gas: the V3 WETH is unwrapped inside the PositionManager, what is left comes back as WETH.
    expect(moved).toEqual({ ETH: 0n, WETH: plan.refund.amount0, USDC: plan.refund.amount1 });
    expect(plan.refund.amount0 + plan.expected.amount0).toBe(plan.withdrawn.amount0);
    await expect(
      chain.client.readContract({ ...v3Manager, functionName: 'positions', args: [v3TokenId] }),
    ).rejects.toThrow(/Invalid token ID|revert/);
    expect(
      await chain.client.readContract({ ...v4Manager, functionName: 'ownerOf', args: [v4TokenId] }),
    ).toBe(chain.owner);
    expect(
      await chain.client.readContract({
        ...v4Manager,
        functionName: 'getPositionLiquidity',
        args: [v4TokenId],
      }),
    ).toBe(plan.liquidity);
  });

  it('refuses a V4 pool of other tokens', async () => {
    const v3TokenId = await openV3Position();
    const dai = chain.currency('DAI').address as Address;
    await expect(
      planMigrateV3ToV4(chain.client, {
        v3TokenId,
        pool: {
          version: 'v4',
          currency0: zeroAddress,
          currency1: dai,
          fee: 500,
          tickSpacing: 10,
          hooks: zeroAddress,
        },
        ...fullRange(10),
        owner: chain.owner,
        slippageBps: 50,
        deadline: await chain.deadline(),
      }),
    ).rejects.toThrow(/same two tokens/);
  });
});

/** A full-range V3 position of the owner in the USDC/WETH 0.05% pool, minted on the NonfungiblePositionManager. */
async function openV3Position(): Promise<bigint> {
  const send = (to: Address, data: `0x${string}`) =>
    runTransaction({
      client: chain.client,
      wallet: chain.wallet,
      account: chain.owner,
      call: { to, data, value: 0n },
      action: 'swap',
    });
  for (const token of [usdc, weth])
    await send(
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [v3Manager.address, maxUint256] }),
    );
  const receipt = await send(
    v3Manager.address,
    encodeFunctionData({
      abi: v3PositionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0: usdc,
          token1: weth,
          fee: 500,
          ...fullRange(10),
          amount0Desired: parseUnits('10000', 6),
          amount1Desired: parseEther('10'),
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: chain.owner,
          deadline: await chain.deadline(),
        },
      ],
    }),
  );
  const transfer = receipt.logs.find(
    (log) => log.address.toLowerCase() === v3Manager.address.toLowerCase() && log.topics.length === 4,
  );
  return BigInt(transfer?.topics[3] ?? '0x0');
}
