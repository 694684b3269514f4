import type { Transport } from 'viem';
import { topUp } from '../devChain/faucet.ts';
import { RAMP_RESERVE_ADDRESS, RAMP_RESERVE_FUNDS } from '../devChain/rampReserve.ts';
import type { LocalChainSeed, SeedToken } from './localChainSeed.ts';
import { baseUnits } from './seedPools.ts';

/**
 * Funds the local test provider's reserve (devChain/rampReserve.ts) through the faucet, as the dev
 * account is: ETH, and each seeded token at the seed's price, every token by a real Transfer.
 */
export async function fundRampReserve<Token extends SeedToken>(
  transport: Transport,
  seed: LocalChainSeed<Token>,
  chainId: number,
): Promise<void> {
  await topUp(
    transport,
    RAMP_RESERVE_ADDRESS,
    {
      eth: RAMP_RESERVE_FUNDS.eth,
      tokens: seed.tokens.flatMap((token) =>
        token.address
          ? [
              {
                token: token.address as `0x${string}`,
                amount: baseUnits(RAMP_RESERVE_FUNDS.usdPerToken / seed.usdPrice(token), token.decimals),
              },
            ]
          : [],
      ),
    },
    chainId,
  );
}
