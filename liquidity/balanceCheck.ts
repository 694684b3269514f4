import { type Address, erc20Abi, type PublicClient } from 'viem';
import { chainTokenLabels } from '../components/chainTokenLabels.ts';
import { formatTokenAmount } from '../components/tokenAmounts.ts';
import { readTokenMetadata } from '../protocol/tokenMetadata.ts';
import { LiquidityError } from './liquidityError.ts';

/** What a deposit takes from the owner: a token, or ETH (`token: null`), and how much. */
export interface DepositNeed {
  token: Address | null;
  amount: bigint;
}

/**
 * Refuses a deposit beyond the owner's balance, naming the token, the amount and the balance, so the
 * page says so before a wallet is asked (the chain would only say "transfer failed"). ETH for gas is
 * the wallet's to judge.
 */
export async function checkBalances(
  client: PublicClient,
  owner: Address,
  needs: readonly DepositNeed[],
): Promise<void> {
  for (const { token, amount } of needs) {
    if (amount === 0n) continue;
    const balance =
      token === null
        ? await client.getBalance({ address: owner })
        : await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          });
    if (balance >= amount) continue;
    const read = token === null ? undefined : await readTokenMetadata(client, token);
    const symbol = read ? chainTokenLabels(read).symbol : 'ETH';
    const decimals = read === undefined ? 18 : read.kind === 'token' ? read.decimals : undefined;
    throw new LiquidityError(
      'insufficient-balance',
      decimals === undefined
        ? `Not enough ${symbol} for this deposit.`
        : `Not enough ${symbol}: this deposit needs ${formatTokenAmount(amount, decimals)} ${symbol} and you have ${formatTokenAmount(balance, decimals)}.`,
    );
  }
}
