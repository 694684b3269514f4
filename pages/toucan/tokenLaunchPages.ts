import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { type ResultOf, readFragment } from '../../data/graphql.ts';
import { appDataApi } from '../../data/hooks/appDataApi.ts';
import {
  TokenLaunchesQuery,
  TokenLaunchParts,
  type TokenLaunchQuery,
} from '../../data/operations/tokenLaunches.ts';
import { shellPathOf, TOKEN_LAUNCH_PAGE, tokenLaunchPath } from '../../preview/pagePaths.ts';

/** A prerendered launch page's answer to its own query: its HTML carries the launch, the chain's state follows. */
export interface TokenLaunchPageData {
  answer?: ResultOf<typeof TokenLaunchQuery>;
}

/**
 * The launch shell and, like the popular token and pool pages, every launch the Data API lists (the
 * dataset's few), each with its answer. The hosted Data API has no launches (our extension): then the
 * shell alone.
 */
export async function tokenLaunchPages(): Promise<
  { url: string; pageContext: { data: TokenLaunchPageData } }[]
> {
  const shell = { url: shellPathOf(TOKEN_LAUNCH_PAGE), pageContext: { data: {} } };
  const listed = await appDataApi
    .request(TokenLaunchesQuery, { chain: DEFAULT_CHAIN.chain })
    .then((data) => data.tokenLaunches)
    .catch(() => []);
  return [
    shell,
    ...listed.map((masked) => ({
      url: tokenLaunchPath(readFragment(TokenLaunchParts, masked).auctionAddress),
      pageContext: { data: { answer: { tokenLaunch: masked } } },
    })),
  ];
}
