/** Where a launch auction stands on the chain's clock (chain/launchAuctions/TokenLaunchAuction.sol: bids from `startTime`, claims from `endTime`). */
export type TokenLaunchPhase = 'upcoming' | 'live' | 'ended';

/** The auction's rule, written once for the page, the Data API and the preview tags. */
export function tokenLaunchPhase(
  { startTime, endTime }: { startTime: number; endTime: number },
  chainTime: number,
): TokenLaunchPhase {
  if (chainTime < startTime) return 'upcoming';
  return chainTime < endTime ? 'live' : 'ended';
}
