import type { Address, PublicClient } from 'viem';
import { tokenLaunchAuctionAbi } from '../../protocol/protocolAbis.ts';
import { type TokenLaunchPhase, tokenLaunchPhase } from '../../protocol/tokenLaunchPhase.ts';

/**
 * Reads a launch auction's phase: its schedule against the newest block's time, both at one block. The
 * chain's clock is the one that counts (a dev control moves it apart from the wall clock), and no event
 * says when an auction opens or ends. Undefined when no auction (or no chain) answers.
 */
export function createTokenLaunchPhaseReader(client: PublicClient) {
  return async (auction: Address): Promise<TokenLaunchPhase | undefined> => {
    // The phase is a detail of the launch: a chain that does not answer leaves it out, never the launch.
    try {
      const block = await client.getBlock({ blockTag: 'latest' });
      const at = { address: auction, abi: tokenLaunchAuctionAbi, blockNumber: block.number } as const;
      const [startTime, endTime] = await Promise.all([
        client.readContract({ ...at, functionName: 'startTime' }),
        client.readContract({ ...at, functionName: 'endTime' }),
      ]);
      return tokenLaunchPhase(
        { startTime: Number(startTime), endTime: Number(endTime) },
        Number(block.timestamp),
      );
    } catch {
      return undefined;
    }
  };
}
