import type { Pool } from '@uniswap/v3-sdk';
import { Position } from '@uniswap/v3-sdk';
import type { Address, PublicClient } from 'viem';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { ChainEther } from '../../trading/chainEther.ts';
import { checkBalances } from '../balanceCheck.ts';
import { LiquidityError } from '../liquidityError.ts';
import type { LiquidityPool, LiquidityStep } from '../liquidityPlan.ts';
import type { PoolAmounts } from '../planSettings.ts';
import type { TickRange } from '../priceRange.ts';
import { missingApprovals } from '../tokenApprovals.ts';
import { wethSide } from '../wethSide.ts';

/** A deposit into a V3 range, sized as the position manager will size it. */
export interface V3Deposit {
  /** The position the calldata is built from: its amounts are what the manager is told it may take. */
  sized: Position;
  /** What the manager makes of those amounts (it recomputes liquidity from them): liquidity and amounts taken. */
  minted: Position;
}

/**
 * The largest position the typed amounts buy in the range, and what the manager will mint of it: the
 * manager is sent the position's amounts and computes liquidity from them again, with the same
 * (router-precision) math, so `minted` is exactly what the chain will do at this price.
 */
export function sizeV3Deposit(pool: Pool, range: TickRange, { amount0, amount1 }: PoolAmounts): V3Deposit {
  if (amount0 === 0n && amount1 === 0n) throw new LiquidityError('no-amount', 'Enter an amount to deposit.');
  const sized = Position.fromAmounts({
    pool,
    ...range,
    amount0: amount0.toString(),
    amount1: amount1.toString(),
    useFullPrecision: false,
  });
  if (sized.liquidity.toString() === '0')
    throw new LiquidityError(
      'no-amount',
      'These amounts add no liquidity in this range: at the current price it needs the other token, or more of it.',
    );
  const desired = sized.mintAmounts;
  const minted = Position.fromAmounts({
    pool,
    ...range,
    amount0: desired.amount0,
    amount1: desired.amount1,
    useFullPrecision: false,
  });
  return { sized, minted };
}

/**
 * The chain's ETH when the WETH side of this pool is paid (or received) as ETH: only when asked and
 * the pool holds WETH.
 */
export function wethSideAsEth(
  pool: LiquidityPool,
  asEth: boolean | undefined,
  ether: ChainEther,
): ChainEther | undefined {
  return wethSide(pool, asEth, ether.wrapped.address as Address) === undefined ? undefined : ether;
}

/**
 * Before a deposit the position manager pulls: the owner's balances must cover it (ETH for the WETH
 * side paid as ETH), and the approvals still missing become the plan's first steps.
 */
export async function v3DepositApprovals(
  client: PublicClient,
  owner: Address,
  pool: LiquidityPool,
  { sized }: V3Deposit,
  ether: ChainEther | undefined,
): Promise<LiquidityStep[]> {
  const protocol = protocolAddressesOf(client);
  const { amount0, amount1 } = sized.mintAmounts;
  const needs = [
    { token: pool.currency0, amount: BigInt(amount0.toString()) },
    { token: pool.currency1, amount: BigInt(amount1.toString()) },
  ];
  const paidAsEth = (token: Address) =>
    ether !== undefined && token.toLowerCase() === ether.wrapped.address.toLowerCase();
  await checkBalances(
    client,
    owner,
    needs.map(({ token, amount }) => ({ token: paidAsEth(token) ? null : token, amount })),
  );
  return missingApprovals(
    client,
    owner,
    protocol.v3NonfungiblePositionManager,
    needs.filter(({ token }) => !paidAsEth(token)),
  );
}
