import { type Address, encodeFunctionData, erc20Abi, maxUint256, type PublicClient } from 'viem';
import { permit2Abi } from '../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';

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
    args: [owner, protocolAddressesOf(client).permit2],
  });
  return allowance < amount;
}

/**
 * The one approval of a token to Permit2 (`permit2`: its address on the chain), for the largest amount
 * (so it is asked once per token).
 */
export function permit2ApprovalTransaction(token: Address, permit2: Address) {
  return {
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [permit2, maxUint256],
    }),
    value: 0n,
  };
}

/** The owner's next Permit2 nonce for this token and the router (a permit is good once). */
export async function permit2Nonce(client: PublicClient, owner: Address, token: Address): Promise<number> {
  const { permit2, universalRouter } = protocolAddressesOf(client);
  const [, , nonce] = await client.readContract({
    address: permit2,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [owner, token, universalRouter],
  });
  return nonce;
}
