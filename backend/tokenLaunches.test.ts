import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TokenLaunchesQuery, TokenLaunchQuery } from '../data/operations/tokenLaunches.ts';
import { TOKEN_LAUNCH_CONTRACTS } from '../protocol/tokenLaunchContracts.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const api = createDataApi();

type Launch = { auctionAddress: string; tokenAddress: string; symbol: string; floorPrice: string };

describe('the token launches extension', () => {
  it("lists the local chain's launches at the auctions protocol/ fixes, and none on another chain", async () => {
    const ethereum = await queryDataApi<{ tokenLaunches: Launch[] }>(api, print(TokenLaunchesQuery), {
      chain: 'ETHEREUM',
    });
    expect(ethereum.errors).toBeUndefined();
    expect(
      ethereum.data?.tokenLaunches.map(({ auctionAddress, tokenAddress }) => ({
        auctionAddress,
        tokenAddress,
      })),
    ).toEqual(
      Object.values(TOKEN_LAUNCH_CONTRACTS).map(({ auction, token }) => ({
        auctionAddress: auction,
        tokenAddress: token,
      })),
    );
    const base = await queryDataApi<{ tokenLaunches: Launch[] }>(api, print(TokenLaunchesQuery), {
      chain: 'BASE',
    });
    expect(base.data?.tokenLaunches).toEqual([]);
  });

  it('finds a launch by its auction address in any case, and answers null for any other address', async () => {
    const at = (auctionAddress: string) =>
      queryDataApi<{ tokenLaunch: Launch | null }>(api, print(TokenLaunchQuery), {
        chain: 'ETHEREUM',
        auctionAddress,
      });
    const found = await at(TOKEN_LAUNCH_CONTRACTS.aurora.auction.toLowerCase());
    // Its phase is the chain's: a Data API without one leaves it out, never the launch.
    expect(found.data?.tokenLaunch).toMatchObject({
      symbol: 'AUR',
      floorPrice: '10000000000000',
      phase: null,
    });
    expect((await at(TOKEN_LAUNCH_CONTRACTS.aurora.token)).data?.tokenLaunch).toBeNull();
    expect((await at('not an address')).data?.tokenLaunch).toBeNull();
  });
});
