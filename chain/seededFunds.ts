import { parseEther } from 'viem';
import type { TopUp } from './faucet.ts';
import type { LocalChainMarket } from './seededPools.ts';
import { baseUnits } from './seedPools.ts';

/** What the dev account starts with, and what `npm run faucet` gives: 10 000 ETH, and $1 M of each token. */
const ETH_GRANT = parseEther('10000');
const USD_PER_TOKEN = 1_000_000;

export function seededFunds(market: LocalChainMarket): TopUp {
  return {
    eth: ETH_GRANT,
    tokens: market.tokens.map((token) => ({
      token: token.address as `0x${string}`,
      amount: baseUnits(USD_PER_TOKEN / market.dataset.usdPrice(token), token.decimals),
    })),
  };
}
