import { Pool } from '@uniswap/v3-sdk';
import { type Address, BaseError, ContractFunctionRevertedError, type PublicClient, zeroAddress } from 'viem';
import { v3FactoryAbi, v3PoolAbi, v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { PoolPrice } from '../depositAmounts.ts';
import { LiquidityError } from '../liquidityError.ts';
import { hooklessPool, type LiquidityPool } from '../liquidityPlan.ts';
import { sdkPoolToken } from '../sdkPoolToken.ts';

/**
 * A V3 pool as it stands on the chain, as the SDK's `Pool` (price, tick, in-range liquidity), or
 * `undefined` when the pool does not exist or was created but never given a price.
 */
export async function readV3Pool(client: PublicClient, pool: LiquidityPool): Promise<Pool | undefined> {
  const protocol = protocolAddressesOf(client);
  const address = await client.readContract({
    address: protocol.v3Factory,
    abi: v3FactoryAbi,
    functionName: 'getPool',
    args: [pool.currency0, pool.currency1, pool.fee],
  });
  if (address === zeroAddress) return undefined;
  const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
    client.readContract({ address, abi: v3PoolAbi, functionName: 'slot0' }),
    client.readContract({ address, abi: v3PoolAbi, functionName: 'liquidity' }),
  ]);
  if (sqrtPriceX96 === 0n) return undefined;
  return v3SdkPool(pool, sqrtPriceX96, liquidity, tick);
}

/** A V3 pool's current price, as depositAmounts.ts and the range presets take it. */
export function v3PoolPrice(pool: Pool): PoolPrice {
  return { sqrtPriceX96: BigInt(pool.sqrtRatioX96.toString()), tick: pool.tickCurrent };
}

/** A V3 pool at a price of our choosing: the one a new pool will be given. */
export function v3SdkPool(pool: LiquidityPool, sqrtPriceX96: bigint, liquidity: bigint, tick: number): Pool {
  return new Pool(
    sdkPoolToken(pool.currency0),
    sdkPoolToken(pool.currency1),
    pool.fee,
    sqrtPriceX96.toString(),
    liquidity.toString(),
    tick,
  );
}

/** A V3 position NFT as the position manager holds it, with its pool as it stands now. */
export interface V3PositionState {
  tokenId: bigint;
  owner: Address;
  pool: LiquidityPool;
  sdkPool: Pool;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
}

/** Reads a position and its pool; an id the manager does not know (never minted, or burned) is refused in words. */
export async function readV3Position(client: PublicClient, tokenId: bigint): Promise<V3PositionState> {
  const protocol = protocolAddressesOf(client);
  const manager = {
    address: protocol.v3NonfungiblePositionManager,
    abi: v3PositionManagerAbi,
  } as const;
  const [position, owner] = await Promise.all([
    client.readContract({ ...manager, functionName: 'positions', args: [tokenId] }),
    client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] }),
  ]).catch((error: unknown) => {
    // Both revert ("Invalid token ID", ERC721's nonexistent token) for an id with no NFT.
    if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError))
      throw new LiquidityError(
        'position-missing',
        `There is no V3 position #${tokenId}: it was never created or has been closed and burned.`,
      );
    throw error;
  });
  const [, , currency0, currency1, fee, tickLower, tickUpper, liquidity] = position;
  const pool = hooklessPool('v3', currency0, currency1, fee);
  const sdkPool = await readV3Pool(client, pool);
  // A position exists only in an initialized pool.
  if (!sdkPool) throw new Error(`The pool of V3 position #${tokenId} has no price`);
  return { tokenId, owner, pool, sdkPool, tickLower, tickUpper, liquidity };
}

/** Refuses to plan on a position for anyone but its owner: the manager would revert with "Not approved". */
export function checkOwner(position: V3PositionState, owner: Address, doing: string): void {
  if (position.owner.toLowerCase() !== owner.toLowerCase())
    throw new LiquidityError(
      'not-owner',
      `V3 position #${position.tokenId} belongs to another account: only its owner can ${doing}.`,
    );
}
