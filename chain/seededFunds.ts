import { DEV_FUNDS } from './devFunds.ts';
import type { TopUp } from './faucet.ts';
import type { LocalChainMarket } from './seededPools.ts';
import { baseUnits } from './seedPools.ts';

/** What the dev account starts with, and what `npm run faucet` gives (devFunds.ts). */
export function seededFunds(market: LocalChainMarket): TopUp {
  return {
    eth: DEV_FUNDS.eth,
    tokens: market.tokens.map((token) => ({
      token: token.address as `0x${string}`,
      amount: baseUnits(DEV_FUNDS.usdPerToken / market.dataset.usdPrice(token), token.decimals),
    })),
  };
}
