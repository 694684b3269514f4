import { type Address, encodeFunctionData, erc20Abi, maxUint256, type PublicClient } from 'viem';
import { permit2Abi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';

/**
 * Whether the Universal Router may take `amount` of a token from `owner`: the token must allow Permit2
 * (one approval, for good), then each swap carries its own Permit2 signature for the router.
 */
export async function needsPermit2Approval(
  client: PublicClient,
  owner: Address,
  token: Address,
  amount: bigint,
): Promise<boolean> {
  const allowance = await client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, PROTOCOL_ADDRESSES.permit2],
  });
  return allowance < amount;
}

/** The one approval of a token to Permit2, for the largest amount (so it is asked once per token). */
export function permit2ApprovalTransaction(token: Address) {
  return {
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [PROTOCOL_ADDRESSES.permit2, maxUint256],
    }),
    value: 0n,
  };
}

/** The owner's next Permit2 nonce for this token and the router (a permit is good once). */
export async function permit2Nonce(client: PublicClient, owner: Address, token: Address): Promise<number> {
  const [, , nonce] = await client.readContract({
    address: PROTOCOL_ADDRESSES.permit2,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [owner, token, PROTOCOL_ADDRESSES.universalRouter],
  });
  return nonce;
}
