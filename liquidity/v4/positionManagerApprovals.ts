import type { Currency } from '@uniswap/sdk-core';
import { type Address, encodeFunctionData, erc20Abi, maxUint160, type PublicClient } from 'viem';
import type { ChainProtocolAddresses } from '../../protocol/chainProtocolAddresses.ts';
import { permit2Abi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import { permit2ApprovalTransaction } from '../../trading/tokenAllowance.ts';
import type { LiquidityStep } from '../liquidityPlan.ts';

/** What a V4 position call takes from the wallet: a currency and the most of it the call may pull. */
export interface V4Spend {
  currency: Currency;
  amount: bigint;
}

/** How long a Permit2 allowance for the PositionManager lasts past the plan's deadline (as the Uniswap app grants). */
const ALLOWANCE_LIFETIME_SECONDS = 30n * 24n * 60n * 60n;

/**
 * The approvals still missing before the V4 PositionManager can pull `spends` through Permit2, in
 * order: the token's allowance to Permit2 (`approve`), then Permit2's allowance to the
 * PositionManager (`permit2-approve`), each only when the chain says it is short or expires before
 * the deadline. ETH needs none: it goes with the call as value.
 */
export async function positionManagerApprovals(
  client: PublicClient,
  owner: Address,
  spends: readonly V4Spend[],
  deadline: bigint,
): Promise<LiquidityStep[]> {
  const protocol = protocolAddressesOf(client);
  const perToken = await Promise.all(
    spends.map(async ({ currency, amount }): Promise<LiquidityStep[]> => {
      if (currency.isNative || amount === 0n) return [];
      const token = currency.address as Address;
      const [toPermit2, [toManager, expiration]] = await Promise.all([
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, protocol.permit2],
        }),
        client.readContract({
          address: protocol.permit2,
          abi: permit2Abi,
          functionName: 'allowance',
          args: [owner, token, protocol.v4PositionManager],
        }),
      ]);
      const steps: LiquidityStep[] = [];
      if (toPermit2 < amount)
        steps.push({
          kind: 'approve',
          label: `Approve ${currency.symbol ?? token}`,
          call: permit2ApprovalTransaction(token, protocol.permit2),
        });
      if (toManager < amount || BigInt(expiration) < deadline)
        steps.push({
          kind: 'permit2-approve',
          label: `Allow the position manager to use ${currency.symbol ?? token}`,
          call: permit2PositionManagerApproval(protocol, token, deadline + ALLOWANCE_LIFETIME_SECONDS),
        });
      return steps;
    }),
  );
  return perToken.flat();
}

/** Permit2's allowance of a token to the V4 PositionManager: the largest amount, until `expiration`. */
function permit2PositionManagerApproval(
  protocol: ChainProtocolAddresses,
  token: Address,
  expiration: bigint,
) {
  return {
    to: protocol.permit2,
    data: encodeFunctionData({
      abi: permit2Abi,
      functionName: 'approve',
      args: [token, protocol.v4PositionManager, maxUint160, Number(expiration)],
    }),
    value: 0n,
  };
}
