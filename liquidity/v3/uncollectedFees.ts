import { type Address, maxUint128, type PublicClient } from 'viem';
import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { protocolAddressesOf } from '../../protocol/protocolAddressesOf.ts';
import type { PoolAmounts } from '../planSettings.ts';

/**
 * What a V3 position's owner would collect now: the fees owed, including those earned since the
 * position was last touched (the manager pokes the pool first), read by simulating collect as the owner.
 */
export async function uncollectedFees(
  client: PublicClient,
  tokenId: bigint,
  owner: Address,
): Promise<PoolAmounts> {
  const protocol = protocolAddressesOf(client);
  const { result } = await client.simulateContract({
    address: protocol.v3NonfungiblePositionManager,
    abi: v3PositionManagerAbi,
    functionName: 'collect',
    args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
    account: owner,
  });
  return { amount0: result[0], amount1: result[1] };
}
