import { DEV_FUNDS } from '../devChain/devFunds.ts';
import type { TopUp } from '../devChain/faucet.ts';
import { hostileTokenGrants } from './hostileTokens.ts';
import type { LocalChainSeed, SeedToken } from './localChainSeed.ts';
import { baseUnits } from './seedPools.ts';

/** What the dev account starts with, and what `npm run faucet` gives (devFunds.ts), hostile test tokens included. */
export function seededFunds<Token extends SeedToken>(seed: LocalChainSeed<Token>): TopUp {
  return {
    eth: DEV_FUNDS.eth,
    tokens: [
      ...seed.tokens.map((token) => ({
        token: token.address as `0x${string}`,
        amount: baseUnits(DEV_FUNDS.usdPerToken / seed.usdPrice(token), token.decimals),
      })),
      ...hostileTokenGrants(),
    ],
  };
}
