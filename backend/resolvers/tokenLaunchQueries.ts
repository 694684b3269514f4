import type { Address } from 'viem';
import { chainNamed } from '../dataset/chains.ts';
import { TOKEN_LAUNCHES, type TokenLaunchRecord, tokenLaunchAt } from '../dataset/tokenLaunches.ts';
import { INDEXED_CHAIN } from '../indexer/indexedChain.ts';
import type { Resolver } from './dataApiContext.ts';

/** A launch as the schema's `TokenLaunch` answers it. */
interface TokenLaunchModel {
  id: string;
  chain: string;
  auctionAddress: string;
  tokenAddress: string;
  name: string;
  symbol: string;
  decimals: number;
  description: string;
  totalSupply: string;
  auctionSupply: string;
  floorPrice: string;
}

/**
 * Our token launches extension (tokenLaunches.graphql): the local chain's launches, from the dataset;
 * each one's phase from its auction on the chain.
 */
export const tokenLaunchQueries = {
  tokenLaunches: (_root, { chain }) => (onLaunchChain(chain) ? TOKEN_LAUNCHES.map(modelOf) : []),
  tokenLaunch: (_root, { chain, auctionAddress }) => {
    const launch = onLaunchChain(chain) ? tokenLaunchAt(auctionAddress) : undefined;
    return launch ? modelOf(launch) : null;
  },
} satisfies {
  tokenLaunches: Resolver<unknown, { chain: string }, TokenLaunchModel[]>;
  tokenLaunch: Resolver<unknown, { chain: string; auctionAddress: string }, TokenLaunchModel | null>;
};

export const tokenLaunchResolvers = {
  TokenLaunch: {
    phase: async ({ auctionAddress }, _args, { chain }) =>
      (await chain.tokenLaunchPhase(auctionAddress as Address))?.toUpperCase() ?? null,
  },
} satisfies {
  TokenLaunch: { phase: Resolver<TokenLaunchModel, Record<string, never>, Promise<string | null>> };
};

function onLaunchChain(chain: string): boolean {
  return chainNamed(chain)?.name === INDEXED_CHAIN;
}

function modelOf(launch: TokenLaunchRecord): TokenLaunchModel {
  return {
    id: `TokenLaunch:${INDEXED_CHAIN}_${launch.auctionAddress.toLowerCase()}`,
    chain: INDEXED_CHAIN,
    auctionAddress: launch.auctionAddress,
    tokenAddress: launch.tokenAddress,
    name: launch.name,
    symbol: launch.symbol,
    decimals: 18,
    description: launch.description,
    totalSupply: launch.totalSupply.toString(),
    auctionSupply: launch.auctionSupply.toString(),
    floorPrice: launch.floorPrice.toString(),
  };
}
