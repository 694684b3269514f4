import { parseEther, parseUnits } from 'viem';
import { v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { fullRange, type TickRange } from '../priceRange.ts';
import type { CreatePositionPlan } from './planCreatePosition.ts';
import { planCreatePosition } from './planCreatePosition.ts';

const manager = { address: PROTOCOL_ADDRESSES.v4PositionManager, abi: v4PositionManagerAbi } as const;

/**
 * A V4 position of the owner's in the seeded ETH/USDC 0.05 % pool, 1 ETH and up to 100,000 USDC,
 * full range unless a range is given: the position most V4 plans are tried on.
 */
export async function openV4Position(
  chain: LiquidityTestChain,
  range?: TickRange,
): Promise<{ tokenId: bigint; created: CreatePositionPlan }> {
  const pool = chain.v4Pool('ETH', 'USDC', 500);
  const created = await planCreatePosition(chain.client, {
    pool,
    ...(range ?? fullRange(pool.tickSpacing)),
    amount0: parseEther('1'),
    amount1: parseUnits('100000', 6),
    ...(await chain.settings()),
  });
  return { tokenId: chain.mintedBy(await chain.runPlan(created)), created };
}

/** A V4 position's liquidity, as the PositionManager holds it. */
export function v4PositionLiquidity(chain: LiquidityTestChain, tokenId: bigint): Promise<bigint> {
  return chain.client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] });
}

/** A V4 position NFT's owner; rejects for a burned one. */
export function v4PositionOwner(chain: LiquidityTestChain, tokenId: bigint) {
  return chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] });
}
