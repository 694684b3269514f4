import { parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { type LiquidityTestChain, startLiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange } from '../priceRange.ts';
import { planBurnPosition } from './planBurnPosition.ts';
import { planCreatePosition } from './planCreatePosition.ts';
import { mintedV3Position, v3Position } from './v3PositionReads.fixture.ts';

let chain: LiquidityTestChain;

beforeAll(async () => {
  chain = await startLiquidityTestChain();
}, 120_000);
afterAll(() => chain?.stop());

const manager = {
  address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
  abi: v3PositionManagerAbi,
} as const;

/** A V3 position NFT of the dev account in the USDC/WETH 0.3 % pool, full range. */
async function ownPosition(): Promise<{ tokenId: bigint; liquidity: bigint }> {
  const plan = await planCreatePosition(chain.client, {
    pool: chain.v3Pool('USDC', 'WETH', 3000),
    ...fullRange(60),
    amount0: parseUnits('1000', 6),
    amount1: parseEther('1'),
    ...(await chain.settings()),
  });
  const tokenId = mintedV3Position((await chain.runPlan(plan)).receipt);
  return { tokenId, liquidity: (await v3Position(chain, tokenId)).liquidity };
}

/** Whether the manager still knows the NFT: ownerOf reverts for a burned one. */
const exists = (tokenId: bigint) =>
  chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] }).then(
    () => true,
    () => false,
  );

describe('planBurnPosition: a closed V3 position leaves its owner’s wallet', () => {
  it('burns a position emptied and collected outside the app: the NFT is gone', async () => {
    const seeded = localChainMarket().pools.find(
      (pool) => pool.version === 'V3' && pool.feeTier === 3000 && pool.token0.symbol === 'USDC',
    );
    if (!seeded) throw new Error('no seeded USDC/WETH 0.3 % pool');
    const { tokenId, liquidity } = await chain.trader.addV3Liquidity(
      seeded,
      parseUnits('500', 6),
      parseEther('1'),
    );
    await chain.trader.removeV3Liquidity(tokenId, liquidity);
    expect(await exists(tokenId)).toBe(true);

    const plan = await planBurnPosition(chain.client, { owner: chain.trader.address, tokenId });
    expect(plan.steps.map((step) => step.label)).toEqual(['Burn position']);
    expect(plan.expected).toEqual({ amount0: 0n, amount1: 0n });
    await chain.runPlan(plan, chain.trader.client);
    expect(await exists(tokenId)).toBe(false);
    await expect(
      planBurnPosition(chain.client, { owner: chain.trader.address, tokenId }),
    ).rejects.toMatchObject({
      code: 'position-missing',
    });
  });

  it('collects what an emptied position still owes, the WETH side as ETH, then burns it', async () => {
    const { tokenId, liquidity } = await ownPosition();
    // Emptied but not collected: the manager owes the principal, and would revert a bare burn.
    await chain.client.waitForTransactionReceipt({
      hash: await chain.wallet.writeContract({
        ...manager,
        chain: chain.chain,
        account: chain.account,
        functionName: 'decreaseLiquidity',
        args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: await chain.deadline() }],
      }),
    });
    const plan = await planBurnPosition(chain.client, { owner: chain.owner, tokenId, receiveEth: true });
    expect(plan.steps.map((step) => step.label)).toEqual(['Collect and burn position']);
    expect(plan.expected.amount0).toBeLessThan(0n);
    expect(plan.expected.amount1).toBeLessThan(0n);
    const moved = await chain.balancesMovedBy(() => chain.runPlan(plan), ['USDC', 'WETH', 'ETH']);
    expect(moved).toEqual({ USDC: -plan.expected.amount0, WETH: 0n, ETH: -plan.expected.amount1 });
    expect(await exists(tokenId)).toBe(false);
  });

  it('refuses, in words, a position that still holds liquidity and another account’s position', async () => {
    const { tokenId } = await ownPosition();
    await expect(planBurnPosition(chain.client, { owner: chain.owner, tokenId })).rejects.toMatchObject({
      code: 'position-open',
      message: 'This position still holds liquidity: remove 100 % of it, which closes and burns it.',
    });
    await expect(
      planBurnPosition(chain.client, { owner: chain.trader.address, tokenId }),
    ).rejects.toMatchObject({
      code: 'not-owner',
      message: `V3 position #${tokenId} belongs to another account: only its owner can burn it.`,
    });
    expect((await v3Position(chain, tokenId)).owner).toBe(chain.owner);
  });
});
