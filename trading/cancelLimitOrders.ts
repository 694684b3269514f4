import { type Address, encodeFunctionData, type PublicClient, type WalletClient } from 'viem';
import { permit2NoncesAbi } from '../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { runTransaction, type TransactionStage } from './sendTransaction.ts';

/**
 * Cancels limit orders on chain: Permit2 spends their nonces (`invalidateUnorderedNonces`), after which
 * the reactor refuses to fill them. One transaction per bitmap word, through the one transaction path;
 * this app's orders share one word, so cancelling them all is one transaction.
 */
export async function cancelLimitOrders({
  client,
  wallet,
  swapper,
  nonces,
  onStage,
}: {
  client: PublicClient;
  wallet: WalletClient;
  swapper: Address;
  nonces: readonly bigint[];
  onStage?: (stage: TransactionStage) => void;
}): Promise<void> {
  for (const [word, mask] of noncesByWord(nonces)) {
    await runTransaction({
      client,
      wallet,
      account: swapper,
      call: {
        to: protocolAddressesOf(client).permit2,
        data: encodeFunctionData({
          abi: permit2NoncesAbi,
          functionName: 'invalidateUnorderedNonces',
          args: [word, mask],
        }),
        value: 0n,
      },
      action: 'swap',
      description: {
        kind: 'swap',
        summary: nonces.length === 1 ? 'Cancel a limit order' : `Cancel ${nonces.length} limit orders`,
      },
      onStage,
    });
  }
}

/** Each bitmap word with the mask of the nonces' bits in it. */
export function noncesByWord(nonces: readonly bigint[]): Map<bigint, bigint> {
  const words = new Map<bigint, bigint>();
  for (const nonce of nonces) words.set(nonce >> 8n, (words.get(nonce >> 8n) ?? 0n) | (1n << (nonce & 255n)));
  return words;
}
