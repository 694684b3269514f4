import { Token } from '@uniswap/sdk-core';
import { computePoolAddress } from '@uniswap/v3-sdk';
import { type Address, encodeAbiParameters, keccak256, type PublicClient, zeroAddress } from 'viem';
import { contractCall, ReadBatch } from '../../protocol/callBatch.ts';
import { tickSpacingOf } from '../../protocol/feeTiers.ts';
import { v3PositionManagerAbi, v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import type { PositionRef } from './positionIndex.ts';

/** What never changes about a V3 or V4 position NFT once minted: its pool and its range. */
export interface PositionShape {
  pool: string;
  token0: string | null;
  token1: string | null;
  fee: number;
  tickSpacing: number;
  hook: string | null;
  tickLower: number;
  tickUpper: number;
}

/** Pool and range of the V3 and V4 positions not read before (a burned one reads as nothing). */
export async function readMissingShapes(
  client: PublicClient,
  owned: readonly PositionRef[],
  known: Map<string, PositionShape>,
  blockNumber: bigint,
): Promise<void> {
  const reads = new ReadBatch();
  const settle: (() => void)[] = [];
  for (const position of owned) {
    const key = shapeKey(position);
    if (position.version === 'v2' || known.has(key)) continue;
    const tokenId = BigInt(position.id);
    if (position.version === 'v3') {
      const read = reads.add(
        contractCall({
          address: A.v3NonfungiblePositionManager,
          abi: v3PositionManagerAbi,
          functionName: 'positions',
          args: [tokenId],
        }),
      );
      settle.push(() => {
        const held = read();
        if (held) known.set(key, v3Shape(held[2], held[3], held[4], held[5], held[6]));
      });
    } else {
      const read = reads.add(
        contractCall({
          address: A.v4PositionManager,
          abi: v4PositionManagerAbi,
          functionName: 'getPoolAndPositionInfo',
          args: [tokenId],
        }),
      );
      settle.push(() => {
        const held = read();
        // An unminted id answers an empty key (no tick spacing).
        if (held && held[0].tickSpacing !== 0) known.set(key, v4Shape(held[0], held[1]));
      });
    }
  }
  if (settle.length === 0) return;
  await reads.run(client, blockNumber);
  for (const apply of settle) apply();
}

function v3Shape(
  token0: Address,
  token1: Address,
  fee: number,
  tickLower: number,
  tickUpper: number,
): PositionShape {
  // Pool addresses are the factory's CREATE2 of the tokens and fee; decimals play no part in them.
  const pool = computePoolAddress({
    factoryAddress: A.v3Factory,
    tokenA: new Token(LOCAL_CHAIN_ID, token0, 18),
    tokenB: new Token(LOCAL_CHAIN_ID, token1, 18),
    fee,
  });
  return {
    pool: pool.toLowerCase(),
    token0: token0.toLowerCase(),
    token1: token1.toLowerCase(),
    fee,
    tickSpacing: tickSpacingOf(fee),
    hook: null,
    tickLower,
    tickUpper,
  };
}

interface PoolKey {
  currency0: Address;
  currency1: Address;
  fee: number;
  tickSpacing: number;
  hooks: Address;
}

/** PositionInfo packs, from the low bits: a subscriber flag (8), tickLower (24), tickUpper (24), the pool id's first 25 bytes. */
function v4Shape(key: PoolKey, info: bigint): PositionShape {
  const int24 = (bits: bigint) => {
    const value = Number(bits & 0xffffffn);
    return value >= 0x800000 ? value - 0x1000000 : value;
  };
  const poolId = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }, { type: 'int24' }, { type: 'address' }],
      [key.currency0, key.currency1, key.fee, key.tickSpacing, key.hooks],
    ),
  );
  const currency = (address: Address) => (address === zeroAddress ? null : address.toLowerCase());
  return {
    pool: poolId,
    token0: currency(key.currency0),
    token1: currency(key.currency1),
    fee: key.fee,
    tickSpacing: key.tickSpacing,
    hook: key.hooks === zeroAddress ? null : key.hooks.toLowerCase(),
    tickLower: int24(info >> 8n),
    tickUpper: int24(info >> 32n),
  };
}
/** The key of a position in a shapes map. */
export function shapeKey({ version, id }: PositionRef): string {
  return `${version}:${id}`;
}
