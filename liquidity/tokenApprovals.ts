import { type Address, encodeFunctionData, erc20Abi, maxUint256, type PublicClient } from 'viem';
import { chainTokenLabels } from '../components/chainTokenLabels.ts';
import { readTokenMetadata } from '../protocol/tokenMetadata.ts';
import type { LiquidityStep } from './liquidityPlan.ts';

/** What a position call will pull from the owner: a token and the most it may take. */
export interface TokenNeed {
  token: Address;
  amount: bigint;
}

/**
 * The approvals still missing before `spender` (the V3 position manager, the V2 router, the migrator)
 * may pull each need: one step per token whose allowance is short, none for what is already allowed.
 * Each approves the largest amount, so a token is asked once per spender, as the swap's Permit2
 * approval is.
 */
export async function missingApprovals(
  client: PublicClient,
  owner: Address,
  spender: Address,
  needs: readonly TokenNeed[],
): Promise<LiquidityStep[]> {
  const steps = await Promise.all(
    needs
      .filter(({ amount }) => amount > 0n)
      .map(async ({ token, amount }): Promise<LiquidityStep | undefined> => {
        const allowance = await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, spender],
        });
        if (allowance >= amount) return undefined;
        const { symbol } = chainTokenLabels(await readTokenMetadata(client, token));
        return {
          kind: 'approve',
          label: `Approve ${symbol}`,
          call: {
            to: token,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
            value: 0n,
          },
        };
      }),
  );
  return steps.filter((step) => step !== undefined);
}
