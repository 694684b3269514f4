import { DEV_FUNDS } from '../devChain/devFunds.ts';
import type { FaucetGrant, TopUp } from '../devChain/faucet.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { hostileTokenGrants } from './hostileTokens.ts';
import type { LocalChainSeed, SeedToken } from './localChainSeed.ts';
import { baseUnits } from './seedPools.ts';

/**
 * The dev account's UNI on top: past the governor's quorum (40 M) and proposal threshold (10 M), so it
 * can carry a proposal alone once it delegates to itself. The dev account's only: the faucet gives the
 * seeded $1 M, or a few top-ups would empty the UNI it holds.
 */
export const DEV_VOTING_UNI: FaucetGrant = {
  token: PROTOCOL_ADDRESSES.uni,
  amount: 50_000_000n * 10n ** 18n,
};

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
