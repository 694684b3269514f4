import { v3PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityTestChain } from '../liquidityTestChain.fixture.ts';
import { mintedPositionId } from '../mintedPositionId.ts';

/** The dev account's USDC, WETH and ETH: what the plans of the USDC/WETH pools move. */
export async function holdings(chain: LiquidityTestChain) {
  const [usdc, weth, eth] = await Promise.all([
    chain.tokenBalance(chain.owner, 'USDC'),
    chain.tokenBalance(chain.owner, 'WETH'),
    chain.client.getBalance({ address: chain.owner }),
  ]);
  return { usdc, weth, eth };
}

/** A V3 position NFT as the position manager holds it: liquidity, range and owner. */
export async function v3Position(chain: LiquidityTestChain, tokenId: bigint) {
  const manager = {
    address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
    abi: v3PositionManagerAbi,
  } as const;
  const [position, owner] = await Promise.all([
    chain.client.readContract({ ...manager, functionName: 'positions', args: [tokenId] }),
    chain.client.readContract({ ...manager, functionName: 'ownerOf', args: [tokenId] }),
  ]);
  return { liquidity: position[7], tickLower: position[5], tickUpper: position[6], owner };
}

/** The V3 position a run's last step minted. */
export function mintedV3Position(receipt: Parameters<typeof mintedPositionId>[0]): bigint {
  const tokenId = mintedPositionId(receipt, PROTOCOL_ADDRESSES.v3NonfungiblePositionManager);
  if (tokenId === undefined) throw new Error(`No V3 position was minted in ${receipt.transactionHash}`);
  return tokenId;
}
