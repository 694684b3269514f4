import { type Address, erc20Abi, type Hex, type PublicClient } from 'viem';
import { v2PairAbi, v3PoolAbi, v4StateViewAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { PoolRecord } from '../dataset/pools.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import type { ChainPoolState } from './chainActivity.ts';
import type { ChainLedger } from './chainLedger.ts';
import { positionAmounts } from './positionAmounts.ts';

/**
 * Reads a pool's price and the tokens it holds from the chain at `blockNumber`, so the Data API
 * reports the pool a swap trades against, not the dataset's model of it:
 * - V2: `getReserves()`; the price is reserve1 / reserve0.
 * - V3: `slot0().sqrtPriceX96` for the price; `balanceOf(pool)` of each token for what it holds.
 * - V4: StateView's `getSlot0(poolId)` for the price; the amounts of the liquidity its
 *   ModifyLiquidity events opened, at that price (the PoolManager holds every pool's tokens together).
 * Undefined when the pool does not exist on this chain (no code, or a V4 pool not initialized).
 */
export async function readPoolState(
  client: PublicClient,
  pool: PoolRecord,
  ledger: ChainLedger,
  blockNumber: bigint,
): Promise<ChainPoolState | undefined> {
  try {
    if (pool.version === 'V2') {
      const [reserve0, reserve1] = await client.readContract({
        address: pool.address as Address,
        abi: v2PairAbi,
        functionName: 'getReserves',
        blockNumber,
      });
      if (reserve0 === 0n) return undefined;
      return {
        token0Price: (Number(reserve1) / Number(reserve0)) * decimalShift(pool),
        token0Locked: reserve0,
        token1Locked: reserve1,
      };
    }
    if (pool.version === 'V3') {
      const [[sqrtPriceX96], token0Locked, token1Locked] = await Promise.all([
        client.readContract({
          address: pool.address as Address,
          abi: v3PoolAbi,
          functionName: 'slot0',
          blockNumber,
        }),
        balanceOf(client, pool.token0, pool.address as Address, blockNumber),
        balanceOf(client, pool.token1, pool.address as Address, blockNumber),
      ]);
      if (sqrtPriceX96 === 0n) return undefined;
      return { token0Price: priceOf(sqrtPriceX96, pool), token0Locked, token1Locked };
    }
    const [sqrtPriceX96] = await client.readContract({
      address: PROTOCOL_ADDRESSES.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getSlot0',
      args: [pool.address as Hex],
      blockNumber,
    });
    if (sqrtPriceX96 === 0n) return undefined;
    let token0Locked = 0n;
    let token1Locked = 0n;
    for (const { liquidity, tickLower, tickUpper } of ledger.v4Liquidity(pool.address)) {
      const amounts = positionAmounts(liquidity, tickLower, tickUpper, sqrtPriceX96);
      token0Locked += amounts.amount0;
      token1Locked += amounts.amount1;
    }
    return { token0Price: priceOf(sqrtPriceX96, pool), token0Locked, token1Locked };
  } catch {
    // A dataset pool the chain never deployed answers an empty call: the dataset's figures stand.
    return undefined;
  }
}

async function balanceOf(
  client: PublicClient,
  token: TokenRecord,
  holder: Address,
  blockNumber: bigint,
): Promise<bigint> {
  if (!token.address) return client.getBalance({ address: holder, blockNumber });
  return client.readContract({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
    blockNumber,
  });
}

/** sqrtPriceX96 is √(raw token1 per raw token0) in Q64.96; whole tokens shift it by the decimals. */
function priceOf(sqrtPriceX96: bigint, pool: PoolRecord): number {
  const root = Number(sqrtPriceX96) / 2 ** 96;
  return root * root * decimalShift(pool);
}

function decimalShift(pool: PoolRecord): number {
  return 10 ** (pool.token0.decimals - pool.token1.decimals);
}
