import { Position } from '@uniswap/v4-sdk';
import { type Address, isAddressEqual, type PublicClient, toHex } from 'viem';
import { v4PositionManagerAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPool } from '../liquidityPlan.ts';
import type { PoolAmounts } from '../planSettings.ts';
import { readV4Pool, type V4PoolState } from './readV4Pool.ts';

/** A V4 position as its plans need it: its owner, its pool, and what it holds now. */
export interface V4PositionState {
  tokenId: bigint;
  owner: Address;
  pool: LiquidityPool;
  poolState: V4PoolState;
  /** The SDK's position: range and liquidity on the pool as it is now. */
  sdkPosition: Position;
  /** Fees earned and not yet collected, in base units of currency0 and currency1. */
  fees: PoolAmounts;
}

const Q128 = 1n << 128n;
const UINT256 = 1n << 256n;

/**
 * Reads a V4 position by token id: the PositionManager's `getPoolAndPositionInfo`,
 * `getPositionLiquidity` and `ownerOf`, the pool through StateView, and its uncollected fees from
 * the fee growth inside its range since it was last touched (the PositionManager owns every
 * position in the PoolManager, salted by its token id).
 */
export async function readV4Position(client: PublicClient, tokenId: bigint): Promise<V4PositionState> {
  const protocol = protocolAddressesOf(client);
  const manager = { address: protocol.v4PositionManager, abi: v4PositionManagerAbi } as const;
  const [key, info] = await client.readContract({
    ...manager,
    functionName: 'getPoolAndPositionInfo',
    args: [tokenId],
  });
  // A token id never minted, or burned, has an empty pool key (no V4 pool has a tick spacing of 0).
  if (key.tickSpacing === 0)
    throw new LiquidityError(
      'position-missing',
      `There is no V4 position #${tokenId}: it was never minted or was closed.`,
    );
  const [liquidity, owner] = await Promise.all([
    client.readContract({ ...manager, functionName: 'getPositionLiquidity', args: [tokenId] }),
    client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] }),
  ]);
  const pool: LiquidityPool = { version: 'v4', ...key };
  const { tickLower, tickUpper } = positionTicks(info);
  const poolState = await readV4Pool(client, pool);
  const stateView = { address: protocol.v4StateView, abi: v4StateViewAbi } as const;
  const [[, last0, last1], [inside0, inside1]] = await Promise.all([
    client.readContract({
      ...stateView,
      functionName: 'getPositionInfo',
      args: [
        poolState.poolId,
        protocol.v4PositionManager,
        tickLower,
        tickUpper,
        toHex(tokenId, { size: 32 }),
      ],
    }),
    client.readContract({
      ...stateView,
      functionName: 'getFeeGrowthInside',
      args: [poolState.poolId, tickLower, tickUpper],
    }),
  ]);
  // Fee growth wraps around 2^256 by design; the difference is taken modulo it, as the PoolManager does.
  const earned = (inside: bigint, last: bigint) =>
    (((((inside - last) % UINT256) + UINT256) % UINT256) * liquidity) / Q128;
  return {
    tokenId,
    owner,
    pool,
    poolState,
    sdkPosition: new Position({
      pool: poolState.sdkPool,
      liquidity: liquidity.toString(),
      tickLower,
      tickUpper,
    }),
    fees: { amount0: earned(inside0, last0), amount1: earned(inside1, last1) },
  };
}

/** A position its plans may change: the PositionManager lets only its owner (or whom it approved) touch it. */
export async function readOwnedV4Position(
  client: PublicClient,
  tokenId: bigint,
  owner: Address,
  doing: string,
): Promise<V4PositionState> {
  const position = await readV4Position(client, tokenId);
  if (!isAddressEqual(position.owner, owner))
    throw new LiquidityError(
      'not-owner',
      `V4 position #${tokenId} belongs to another account: only its owner can ${doing}.`,
    );
  return position;
}

/** The ticks packed in a PositionInfo: lower at bits 8–31, upper at bits 32–55, each a signed 24-bit integer. */
function positionTicks(info: bigint): { tickLower: number; tickUpper: number } {
  const int24 = (bits: bigint) => Number(BigInt.asIntN(24, bits & 0xffffffn));
  return { tickLower: int24(info >> 8n), tickUpper: int24(info >> 32n) };
}
