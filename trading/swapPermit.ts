import { AllowanceTransfer, type PermitSingle } from '@uniswap/permit2-sdk';
import type { Permit2Permit } from '@uniswap/universal-router-sdk';
import type { Account, Address, Hex, WalletClient } from 'viem';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';

/**
 * One Permit2 PermitSingle for one swap: the router may take at most the swap's maximum input of the
 * token, until the swap's deadline. Typed data from permit2-sdk, signed as eth_signTypedData_v4.
 */
export async function signSwapPermit({
  wallet,
  account,
  chainId,
  token,
  amount,
  nonce,
  deadline,
  protocol,
}: {
  wallet: WalletClient;
  account: Account | Address;
  chainId: number;
  token: Address;
  amount: bigint;
  nonce: number;
  deadline: bigint;
  /** The chain's Permit2 and Universal Router (the permit's verifier and spender). */
  protocol: ChainProtocolAddresses;
}): Promise<Permit2Permit> {
  const permit: PermitSingle = {
    details: { token, amount: amount.toString(), expiration: deadline.toString(), nonce: nonce.toString() },
    spender: protocol.universalRouter,
    sigDeadline: deadline.toString(),
  };
  const { domain, types } = AllowanceTransfer.getPermitData(permit, protocol.permit2, chainId);
  const signature = await wallet.signTypedData({
    account,
    domain: {
      name: domain.name,
      chainId: Number(domain.chainId),
      verifyingContract: domain.verifyingContract as Address,
    },
    types: types as Record<string, { name: string; type: string }[]>,
    primaryType: 'PermitSingle',
    message: {
      details: { token, amount, expiration: Number(deadline), nonce },
      spender: protocol.universalRouter,
      sigDeadline: deadline,
    },
  });
  return { ...permit, signature: signature as Hex };
}
