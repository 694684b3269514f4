import type { PublicClient } from 'viem';
import { planV2Deposit, type V2DepositPlan, type V2DepositRequest } from './v2Deposit.ts';

/**
 * A V2 position: the missing approvals to Router02, then addLiquidity (addLiquidityETH when paying
 * ETH). A pair that does not exist yet is created by the same call, its starting price the ratio of
 * this first deposit. `expected` holds what the router takes of each token.
 */
export function planCreatePosition(client: PublicClient, request: V2DepositRequest): Promise<V2DepositPlan> {
  return planV2Deposit(client, request, true);
}
