import type { Address } from 'viem';
import type { PoolRecord } from '../../backend/dataset/pools.ts';
import { createLiquidityProvider } from '../../chain/liquidityPositions.fixture.ts';
import { baseUnits } from '../../chain/seedPools.ts';

/** Of the owner's 20 positions: V2 shares (one per pair), V3 ranges, V4 full ranges. */
export const POSITION_MIX = { v2: 4, v3: 8, v4: 8 } as const;
export const POSITION_COUNT = POSITION_MIX.v2 + POSITION_MIX.v3 + POSITION_MIX.v4;
/** Each position's worth on each side, in USD at the dataset's prices. */
const SIDE_USD = 2_000;

/**
 * The positions benches' owner: 20 positions across V2, V3 and V4, opened straight on the chain (never
 * through the app) by a fresh liquidity provider for `owner` (default: the provider itself). Returns
 * the owner's address.
 */
export async function openTwentyPositions(
  rpcUrl: string,
  all: readonly PoolRecord[],
  usdPrice: (token: PoolRecord['token0']) => number,
  owner?: Address,
): Promise<Address> {
  const provider = await createLiquidityProvider(rpcUrl);
  const recipient = owner ?? provider.address;
  const side = (token: PoolRecord['token0']) => baseUnits(SIDE_USD / usdPrice(token), token.decimals);
  for (const pool of erc20Pools(all, 'V2').slice(0, POSITION_MIX.v2)) {
    await provider.addV2Liquidity(pool, side(pool.token0), side(pool.token1));
    if (recipient !== provider.address)
      await provider.transferV2Shares(pool, recipient, await provider.v2Shares(pool));
  }
  const v3 = erc20Pools(all, 'V3');
  for (let i = 0; i < POSITION_MIX.v3; i++) {
    const pool = v3[i % v3.length] as PoolRecord;
    // Ranges of several widths, some wholly above the price: in range and out of range alike.
    await provider.mintV3(pool, side(pool.token0), side(pool.token1), 5 + i, i % 3 === 2 ? 20 : 0, recipient);
  }
  const v4 = all.filter((pool) => pool.version === 'V4' && pool.token0.standard === 'NATIVE' && !pool.hook);
  for (let i = 0; i < POSITION_MIX.v4; i++) {
    const pool = v4[i % v4.length] as PoolRecord;
    await provider.mintV4(pool, side(pool.token0), recipient);
  }
  return recipient;
}

/** V2 and V3 pools of two ERC-20s (the provider's V2 and V3 paths take no native currency). */
function erc20Pools(all: readonly PoolRecord[], version: 'V2' | 'V3'): PoolRecord[] {
  return all.filter((pool) => pool.version === version && pool.token0.address && pool.token1.address);
}
