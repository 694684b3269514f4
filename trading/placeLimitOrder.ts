import type { Address, PublicClient, WalletClient } from 'viem';
import type { LimitOrderSubmission, LimitOrderSummary } from '../data/limitOrderApi.ts';
import { encodeLimitOrder, type LimitOrder, limitOrderTypedData } from '../protocol/limitOrder.ts';
import { permit2NoncesAbi } from '../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';

/**
 * The Permit2 bitmap word this app's orders take their nonces from first: any word works (Permit2's
 * nonces are unordered); one word for all of a swapper's orders lets one transaction cancel them all.
 */
export const LIMIT_ORDER_NONCE_WORD = 0x4c494d4954n; // "LIMIT"

export interface LimitOrderTerms {
  inputToken: Address;
  inputAmount: bigint;
  outputToken: Address;
  outputAmount: bigint;
  /** Seconds from the chain's latest block until the order expires. */
  expiresIn: bigint;
}

/**
 * Places a limit order: a nonce neither spent on chain nor held by another open order, the swapper's
 * EIP-712 signature (no gas, no transaction), then the order service takes it or says why not.
 */
export async function placeLimitOrder({
  client,
  wallet,
  swapper,
  terms,
  heldNonces,
  post,
}: {
  client: PublicClient;
  wallet: WalletClient;
  swapper: Address;
  terms: LimitOrderTerms;
  /** Nonces of the swapper's open orders (signed, not yet spent on chain). */
  heldNonces: readonly bigint[];
  post: (submission: LimitOrderSubmission) => Promise<LimitOrderSummary>;
}): Promise<LimitOrderSummary> {
  const [chainId, nonce, { timestamp }] = await Promise.all([
    client.getChainId(),
    freeLimitOrderNonce(client, swapper, heldNonces),
    client.getBlock(),
  ]);
  const { expiresIn, ...amounts } = terms;
  // The chain's clock, not this device's: a local chain's may run ahead of the wall clock.
  const order: LimitOrder = { swapper, nonce, deadline: timestamp + expiresIn, ...amounts };
  const signature = await wallet.signTypedData({ account: swapper, ...limitOrderTypedData(order, chainId) });
  return post({ chainId, encodedOrder: encodeLimitOrder(order), signature });
}

/** The lowest nonce from `LIMIT_ORDER_NONCE_WORD` on that Permit2 has not spent and no open order holds. */
export async function freeLimitOrderNonce(
  client: PublicClient,
  swapper: Address,
  heldNonces: readonly bigint[],
): Promise<bigint> {
  const held = new Set(heldNonces);
  for (let word = LIMIT_ORDER_NONCE_WORD; ; word++) {
    const bitmap = await client.readContract({
      address: protocolAddressesOf(client).permit2,
      abi: permit2NoncesAbi,
      functionName: 'nonceBitmap',
      args: [swapper, word],
    });
    for (let bit = 0n; bit < 256n; bit++) {
      const nonce = (word << 8n) | bit;
      if (((bitmap >> bit) & 1n) === 0n && !held.has(nonce)) return nonce;
    }
  }
}
