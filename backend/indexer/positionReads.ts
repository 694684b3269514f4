import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk';
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint128,
  numberToHex,
  type PublicClient,
} from 'viem';
import type { PositionFacts, PositionStatus, PositionVersion } from '../../data/positionRow.ts';
import { contractCall, ReadBatch } from '../../protocol/callBatch.ts';
import { V2_FEE } from '../../protocol/feeTiers.ts';
import { v2PairAbi, v3PoolAbi, v3PositionManagerAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { positionAmounts } from './positionAmounts.ts';
import type { PositionIndex, PositionRef } from './positionIndex.ts';
import { type PositionShape, readMissingShapes, shapeKey } from './positionShapes.ts';

/** A position as the chain holds it at one block: its pool, range, liquidity, amounts and uncollected fees. */
export interface ChainPosition extends PositionFacts<bigint> {
  version: PositionVersion;
  /** Lower-case token addresses; `null`: the native currency (V4). */
  token0: string | null;
  token1: string | null;
  status: PositionStatus;
  blockNumber: bigint;
}

export interface OwnedPosition extends PositionRef {
  owner: string;
}

const Q128 = 1n << 128n;
const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * Reads positions live from the chain, all at one block and in as few round trips as the protocol
 * allows: one interface-multicall `eth_call` for every position's liquidity, its pool's price and (V4)
 * its fee growth, and, for V3, one static `collect` per owner through the manager's own multicall (from
 * the owner, the only caller it lets collect), which answers exactly the fees a collect would pay now.
 * A V3 or V4 position's pool and range never change, so they are read once (a first batch) and kept.
 */
export function createPositionReader(client: PublicClient) {
  const shapes = new WeakMap<PositionIndex, Map<string, PositionShape>>();

  return async function readPositions(
    index: PositionIndex,
    owned: readonly OwnedPosition[],
  ): Promise<ChainPosition[]> {
    if (owned.length === 0) return [];
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
    let known = shapes.get(index);
    if (!known) {
      known = new Map();
      shapes.set(index, known);
    }
    await readMissingShapes(client, owned, known, blockNumber);
    // Every V3 position of each owner collected statically in one call, beside the batch below.
    const v3Fees = new Map<string, Promise<Map<string, readonly [bigint, bigint]>>>();
    for (const owner of new Set(owned.map((position) => position.owner))) {
      const ids = owned.filter((p) => p.version === 'v3' && p.owner === owner && known.has(shapeKey(p)));
      if (ids.length > 0) v3Fees.set(owner, uncollectedV3Fees(client, owner, ids, blockNumber));
    }
    const reads = new ReadBatch();
    const pending = owned.map((position) => {
      if (position.version === 'v2') return v2Position(reads, index, position, blockNumber);
      const shape = known.get(shapeKey(position));
      if (!shape) return undefined;
      if (position.version === 'v4') return v4Position(reads, position, shape, blockNumber);
      return v3Position(reads, position, shape, blockNumber, v3Fees.get(position.owner));
    });
    await reads.run(client, blockNumber);
    const positions = await Promise.all(pending.map((read) => read?.()));
    return positions.filter((position): position is ChainPosition => position !== undefined);
  };
}

type PositionRead = () => Promise<ChainPosition | undefined> | ChainPosition | undefined;

function v2Position(
  reads: ReadBatch,
  index: PositionIndex,
  position: OwnedPosition,
  blockNumber: bigint,
): PositionRead | undefined {
  const pair = index.pair(position.id);
  if (!pair) return undefined;
  const address = getAddress(position.id);
  const balance = reads.add(
    contractCall({ address, abi: erc20Abi, functionName: 'balanceOf', args: [getAddress(position.owner)] }),
  );
  const supply = reads.add(contractCall({ address, abi: erc20Abi, functionName: 'totalSupply', args: [] }));
  const reserves = reads.add(
    contractCall({ address, abi: v2PairAbi, functionName: 'getReserves', args: [] }),
  );
  return () => {
    const [liquidity, total, held] = [balance(), supply(), reserves()];
    if (liquidity === undefined || !total || !held) return undefined;
    const [reserve0, reserve1] = held;
    // The pair's price on the V3/V4 scale (Q64.96 and its tick), so every version shows its price alike.
    const sqrtRatio =
      reserve0 > 0n && reserve1 > 0n
        ? encodeSqrtRatioX96(reserve1.toString(), reserve0.toString())
        : undefined;
    const sqrtPriceX96 = sqrtRatio ? BigInt(sqrtRatio.toString()) : 0n;
    return {
      version: 'v2',
      id: position.id,
      owner: position.owner,
      pool: position.id,
      token0: pair.token0,
      token1: pair.token1,
      fee: V2_FEE,
      tickSpacing: null,
      hook: null,
      tickLower: null,
      tickUpper: null,
      currentTick: sqrtRatio ? TickMath.getTickAtSqrtRatio(sqrtRatio) : 0,
      sqrtPriceX96,
      liquidity,
      // A share of the reserves, rounded down as the pair's burn pays it; fees compound into them.
      amount0: (reserve0 * liquidity) / total,
      amount1: (reserve1 * liquidity) / total,
      fees0: 0n,
      fees1: 0n,
      status: liquidity > 0n ? 'in-range' : 'closed',
      blockNumber,
    };
  };
}

function v3Position(
  reads: ReadBatch,
  position: OwnedPosition,
  shape: PositionShape,
  blockNumber: bigint,
  fees: Promise<Map<string, readonly [bigint, bigint]>> | undefined,
): PositionRead {
  const state = reads.add(
    contractCall({
      address: A.v3NonfungiblePositionManager,
      abi: v3PositionManagerAbi,
      functionName: 'positions',
      args: [BigInt(position.id)],
    }),
  );
  const slot0 = reads.add(
    contractCall({ address: getAddress(shape.pool), abi: v3PoolAbi, functionName: 'slot0', args: [] }),
  );
  return async () => {
    const [held, price] = [state(), slot0()];
    if (!held || !price) return undefined;
    const liquidity = held[7];
    const [fees0, fees1] = (await fees)?.get(position.id) ?? [held[10], held[11]];
    return concentrated(position, shape, price[0], price[1], liquidity, fees0, fees1, blockNumber);
  };
}

function v4Position(
  reads: ReadBatch,
  position: OwnedPosition,
  shape: PositionShape,
  blockNumber: bigint,
): PositionRead {
  const poolId = shape.pool as Hex;
  const slot0 = reads.add(
    contractCall({ address: A.v4StateView, abi: v4StateViewAbi, functionName: 'getSlot0', args: [poolId] }),
  );
  const info = reads.add(
    contractCall({
      address: A.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getPositionInfo',
      // The PositionManager owns every position in the PoolManager, each salted with its token id.
      args: [
        poolId,
        A.v4PositionManager,
        shape.tickLower,
        shape.tickUpper,
        numberToHex(BigInt(position.id), { size: 32 }),
      ],
    }),
  );
  const growth = reads.add(
    contractCall({
      address: A.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getFeeGrowthInside',
      args: [poolId, shape.tickLower, shape.tickUpper],
    }),
  );
  return () => {
    const [price, held, inside] = [slot0(), info(), growth()];
    if (!price || !held || !inside) return undefined;
    const [liquidity, last0, last1] = held;
    // Fee growth counters wrap (uint256 arithmetic in the pool): the difference is taken modulo 2^256.
    const owed = (now: bigint, last: bigint) => (((now - last) & MAX_UINT256) * liquidity) / Q128;
    return concentrated(
      position,
      shape,
      price[0],
      price[1],
      liquidity,
      owed(inside[0], last0),
      owed(inside[1], last1),
      blockNumber,
    );
  };
}

function concentrated(
  position: OwnedPosition,
  shape: PositionShape,
  sqrtPriceX96: bigint,
  currentTick: number,
  liquidity: bigint,
  fees0: bigint,
  fees1: bigint,
  blockNumber: bigint,
): ChainPosition {
  const { amount0, amount1 } = positionAmounts(liquidity, shape.tickLower, shape.tickUpper, sqrtPriceX96);
  const inRange = shape.tickLower <= currentTick && currentTick < shape.tickUpper;
  return {
    version: position.version,
    id: position.id,
    owner: position.owner,
    pool: shape.pool,
    token0: shape.token0,
    token1: shape.token1,
    fee: shape.fee,
    tickSpacing: shape.tickSpacing,
    hook: shape.hook,
    tickLower: shape.tickLower,
    tickUpper: shape.tickUpper,
    currentTick,
    sqrtPriceX96,
    liquidity,
    amount0,
    amount1,
    fees0,
    fees1,
    status: liquidity === 0n ? 'closed' : inRange ? 'in-range' : 'out-of-range',
    blockNumber,
  };
}

/**
 * What collecting would pay each of an owner's V3 positions now: a static `collect` of the most per
 * position, sent from the owner through the manager's multicall (which keeps the caller), at the block.
 */
async function uncollectedV3Fees(
  client: PublicClient,
  owner: string,
  positions: readonly OwnedPosition[],
  blockNumber: bigint,
): Promise<Map<string, readonly [bigint, bigint]>> {
  const fees = new Map<string, readonly [bigint, bigint]>();
  if (positions.length === 0) return fees;
  const collects = positions.map((position) =>
    encodeFunctionData({
      abi: v3PositionManagerAbi,
      functionName: 'collect',
      args: [
        {
          tokenId: BigInt(position.id),
          recipient: getAddress(owner),
          amount0Max: maxUint128,
          amount1Max: maxUint128,
        },
      ],
    }),
  );
  try {
    const { result } = await client.simulateContract({
      account: getAddress(owner),
      address: A.v3NonfungiblePositionManager,
      abi: v3PositionManagerAbi,
      functionName: 'multicall',
      args: [collects],
      blockNumber,
    });
    result.forEach((data, i) => {
      const position = positions[i];
      if (!position) return;
      const [amount0, amount1] = decodeFunctionResult({
        abi: v3PositionManagerAbi,
        functionName: 'collect',
        data,
      });
      fees.set(position.id, [amount0, amount1]);
    });
  } catch {
    // Ownership moved since it was indexed: the position's owed tokens stand in for its fees.
  }
  return fees;
}
