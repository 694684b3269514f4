import { parseEther } from 'viem';

/**
 * What the dev account holds after a start or a top-up: 10 000 ETH and $1 M of each seeded token.
 * Apart from seededFunds.ts (which prices them from the chain's seed) so the browser's dev wallet can top up too.
 */
export const DEV_FUNDS = { eth: parseEther('10000'), usdPerToken: 1_000_000 } as const;
