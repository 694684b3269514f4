import { encodeSqrtRatioX96 } from '@uniswap/v3-sdk';
import {
  type Address,
  createWalletClient,
  custom,
  parseEther,
  parseUnits,
  UserRejectedRequestError,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v4PositionManagerAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { TradingError } from '../../trading/tradingError.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import { fullRange, type LiquidityTestChain, startLiquidityTestChain } from './liquidityTestChain.fixture.ts';
import { mintedTokenId, planCreatePosition } from './planCreatePosition.ts';
import { readV4Pool } from './readV4Pool.ts';

let chain: LiquidityTestChain;
let ethUsdc: LiquidityPool;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
  ethUsdc = {
    version: 'v4',
    currency0: zeroAddress,
    currency1: chain.currency('USDC').address as Address,
    fee: 500,
    tickSpacing: 10,
    hooks: zeroAddress,
  };
}, 120_000);
afterAll(() => chain?.stop());

const manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

describe('planCreatePosition (V4)', () => {
  it('opens a full-range position in the seeded ETH/USDC pool, ETH sent as value', async () => {
    const plan = await planCreatePosition(chain.client, {
      pool: ethUsdc,
      ...fullRange(ethUsdc.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(plan.steps.map((step) => step.kind)).toEqual(['approve', 'permit2-approve', 'position']);
    expect(plan.createsPool).toBe(false);
    let tokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const receipts = await chain.runPlan(plan);
      tokenId = mintedTokenId(receipts.at(-1) as (typeof receipts)[number]);
      return receipts;
    }, ['ETH', 'USDC']);
    expect(moved).toEqual({ ETH: -plan.expected.amount0, USDC: -plan.expected.amount1 });
    expect(await chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] })).toBe(
      chain.owner,
    );
    expect(
      await chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] }),
    ).toBe(plan.liquidity);
  });

  it('creates a DAI/USDC pool at a starting price and opens a position in it, with Permit2 approvals', async () => {
    const dai = chain.currency('DAI').address as Address;
    const usdc = chain.currency('USDC').address as Address;
    const pool: LiquidityPool = {
      version: 'v4',
      currency0: dai,
      currency1: usdc,
      fee: 100,
      tickSpacing: 1,
      hooks: zeroAddress,
    };
    // One DAI (18 decimals) for one USDC (6 decimals).
    const startingSqrtPriceX96 = BigInt(encodeSqrtRatioX96(10 ** 6, (10n ** 18n).toString()).toString());
    await expect(readV4Pool(chain.client, pool)).rejects.toThrow(/does not exist yet/);
    const plan = await planCreatePosition(chain.client, {
      pool,
      tickLower: -276_400,
      tickUpper: -276_200,
      amount0: parseUnits('1000', 18),
      amount1: parseUnits('1000', 6),
      startingSqrtPriceX96,
      owner: chain.owner,
      slippageBps: 50,
      deadline: await chain.deadline(),
    });
    expect(plan.createsPool).toBe(true);
    // USDC's approvals are there since the first position: only DAI's are missing.
    expect(plan.steps.map((step) => [step.kind, step.label])).toEqual([
      ['approve', 'Approve DAI'],
      ['permit2-approve', 'Allow the position manager to use DAI'],
      ['position', 'Create pool and add liquidity'],
    ]);
    let tokenId = 0n;
    const moved = await chain.balancesMovedBy(async () => {
      const receipts = await chain.runPlan(plan);
      tokenId = mintedTokenId(receipts.at(-1) as (typeof receipts)[number]);
      return receipts;
    }, ['DAI', 'USDC']);
    expect(moved).toEqual({ DAI: -plan.expected.amount0, USDC: -plan.expected.amount1 });
    const { poolId, sdkPool } = await readV4Pool(chain.client, pool);
    const [sqrtPriceX96] = await chain.client.readContract({
      address: PROTOCOL_ADDRESSES.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getSlot0',
      args: [poolId],
    });
    expect(sqrtPriceX96).toBe(startingSqrtPriceX96);
    expect(BigInt(sdkPool.liquidity.toString())).toBe(plan.liquidity);
    expect(
      await chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] }),
    ).toBe(plan.liquidity);
  });

  it('leaves balances and the nonce as they were when the wallet rejects the step, or the step would revert', async () => {
    const input = {
      pool: ethUsdc,
      ...fullRange(ethUsdc.tickSpacing),
      amount0: parseEther('1'),
      amount1: parseUnits('100000', 6),
      owner: chain.owner,
      slippageBps: 50,
    };
    const plan = await planCreatePosition(chain.client, { ...input, deadline: await chain.deadline() });
    const rejecting = createWalletClient({
      chain: chain.chain,
      account: chain.owner,
      transport: custom({
        request: async () => {
          throw new UserRejectedRequestError(new Error('User rejected the request.'));
        },
      }),
    });
    const state = () =>
      Promise.all([
        chain.balanceOf(chain.owner, chain.currency('ETH')),
        chain.balanceOf(chain.owner, chain.currency('USDC')),
        chain.client.getTransactionCount({ address: chain.owner }),
      ]);
    const before = await state();
    const rejected = await chain.runPlan(plan, rejecting).catch((error: unknown) => error);
    expect((rejected as TradingError).code).toBe('rejected');
    // A deadline already past: the simulation reverts, nothing is sent.
    const late = await planCreatePosition(chain.client, { ...input, deadline: 1n });
    const reverted = await chain.runPlan(late).catch((error: unknown) => error);
    expect(reverted).toBeInstanceOf(TradingError);
    expect(await state()).toEqual(before);
  });
});
