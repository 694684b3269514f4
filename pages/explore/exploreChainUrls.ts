import { LISTED_CHAINS } from '../../data/chains.ts';
import { type EXPLORE_CHAIN_PAGES, shellPathOf, type TOKENS_CHAIN_PAGE } from '../../preview/pagePaths.ts';
import { formatPath } from '../../preview/pathPattern.ts';

type ChainPage = (typeof EXPLORE_CHAIN_PAGES)[keyof typeof EXPLORE_CHAIN_PAGES] | typeof TOKENS_CHAIN_PAGE;

/** Every chain of the filter, plus the long-tail shell, of an explore tab's chain route. */
export function exploreChainUrls(route: ChainPage): string[] {
  return [
    ...LISTED_CHAINS.map((chain) => formatPath(route, { chainName: chain.urlName })),
    shellPathOf(route),
  ];
}
