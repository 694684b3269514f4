import { type Chain, LISTED_CHAINS } from './chains.ts';
import type { VariablesOf } from './graphql.ts';
import type { MultiplePortfolioBalances } from './operations/portfolioBalances.ts';

/** A portfolio covers every chain the app lists (the local chain reads as Ethereum). */
export const PORTFOLIO_CHAINS: Chain[] = LISTED_CHAINS.map((info) => info.chain);

/** The page's balances: the app and the edge ask with the same variables, so their answers are one. */
export function portfolioBalancesVariables(
  owner: string,
  includeHidden: boolean,
): VariablesOf<typeof MultiplePortfolioBalances> {
  return {
    ownerAddresses: [owner],
    chains: PORTFOLIO_CHAINS,
    valueModifiers: [
      { ownerAddress: owner, includeSpamTokens: includeHidden, includeSmallBalances: includeHidden },
    ],
  };
}
