import type { PublicClient } from 'viem';
import { planV2Deposit, type V2DepositPlan, type V2DepositRequest } from './v2Deposit.ts';

/**
 * More liquidity into an existing V2 pair, at its ratio (the same call as create, but a pair that
 * does not exist is refused: creating one is the create page's, with its starting price in view).
 */
export function planIncreaseLiquidity(
  client: PublicClient,
  request: V2DepositRequest,
): Promise<V2DepositPlan> {
  return planV2Deposit(client, request, false);
}
