import type { Address, PublicClient, WalletClient } from 'viem';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { runTransaction, type TransactionStage } from './sendTransaction.ts';
import { permit2ApprovalTransaction } from './tokenAllowance.ts';

/**
 * The one approval of a token to Permit2, through the one transaction path: done only when the chain
 * says it succeeded (a reverted approval is a failure, never "approved").
 */
export async function approvePermit2({
  client,
  wallet,
  owner,
  token,
  symbol,
  onStage,
}: {
  client: PublicClient;
  wallet: WalletClient;
  owner: Address;
  token: Address;
  /** The token's symbol, for the words of the approval ("Approve USDC for swaps"). */
  symbol: string;
  onStage?: (stage: TransactionStage) => void;
}): Promise<void> {
  await runTransaction({
    client,
    wallet,
    account: owner,
    call: permit2ApprovalTransaction(token, protocolAddressesOf(client).permit2),
    action: 'swap',
    description: { kind: 'approval', summary: `Approve ${symbol} for swaps` },
    onStage,
  });
}
