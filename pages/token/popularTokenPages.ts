import { CHAINS, DEFAULT_CHAIN, tokenUrlAddress } from '../../data/chains.ts';
import { readFragment } from '../../data/graphql.ts';
import { appDataApi } from '../../data/hooks/appDataApi.ts';
import { TokenDetails } from '../../data/operations/tokenDetails.ts';
import { TopTokenPages } from '../../data/operations/tokenWeb.ts';
import { shellPathOf, type TOKEN_PAGE, type TOKENS_TOKEN_PAGE } from '../../preview/pagePaths.ts';
import { formatPath } from '../../preview/pathPattern.ts';
import type { TokenPageData } from './tokenPageData.ts';

/** How many token pages the build prerenders: the popular set (the rest is rendered in the browser). */
const topOnDefaultChain = Number(process.env.PRERENDER_TOP_TOKENS ?? 100);
const topPerOtherChain = Number(process.env.PRERENDER_TOP_TOKENS_PER_CHAIN ?? 20);

/**
 * The popular token pages of a token page route, each with its data (one top-token query per chain,
 * chains without data skipped), plus the long-tail shell.
 */
export async function popularTokenPages(route: typeof TOKEN_PAGE | typeof TOKENS_TOKEN_PAGE) {
  const chains = CHAINS.filter((c) => !c.testnet);
  const shell: TokenPageData = { kind: 'shell' };
  const pages: { url: string; pageContext: { data: TokenPageData } }[] = [
    { url: shellPathOf(route), pageContext: { data: shell } },
  ];
  // One chain after the other: the Data API shares the build machine's cores with the prerender.
  for (const chain of chains) {
    const pageSize = chain === DEFAULT_CHAIN ? topOnDefaultChain : topPerOtherChain;
    if (pageSize <= 0) continue;
    const data = await appDataApi.request(TopTokenPages, { chain: chain.chain, pageSize });
    for (const masked of data.topTokens ?? []) {
      if (!masked) continue;
      const token = readFragment(TokenDetails, masked);
      const address = tokenUrlAddress(token.address);
      const pageData: TokenPageData = { kind: 'token', chainName: chain.urlName, address, token };
      const url = formatPath(route, { chainName: chain.urlName, tokenAddress: address });
      pages.push({ url, pageContext: { data: pageData } });
    }
  }
  return pages;
}
