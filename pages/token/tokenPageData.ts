import type { PageContext } from 'vike/types';
import { chainFromUrlName, isTokenAddress } from '../../data/chains.ts';
import { loadToken } from '../../data/hooks/useToken.ts';
import type { TokenDetailsData } from '../../data/tokenDetails.ts';
import { isShellParam } from '../../preview/pagePaths.ts';

export type TokenPageData =
  | { kind: 'shell' }
  | { kind: 'not-found' }
  /** `token` is there when prerendered (or rendered on a server); the browser loads it otherwise. */
  | { kind: 'token'; chainName: string; address: string; token?: TokenDetailsData };

/** Validates the URL's chain and address; on the server also loads the token (TokenWeb). */
export async function tokenPageData(pageContext: PageContext): Promise<TokenPageData> {
  const { chainName, tokenAddress } = pageContext.routeParams;
  if (isShellParam(chainName) || isShellParam(tokenAddress)) return { kind: 'shell' };
  const chain = chainFromUrlName(chainName);
  if (!chain || !tokenAddress || !isTokenAddress(tokenAddress)) return { kind: 'not-found' };
  const page = { kind: 'token', chainName: chain.urlName, address: tokenAddress } as const;
  if (typeof window !== 'undefined') return page;
  const token = await loadToken(chain.chain, tokenAddress);
  return token ? { ...page, token } : { kind: 'not-found' };
}
