import { type Chain, chainInfoOf, tokenUrlAddress } from '../data/chains.ts';

export type ExploreTab = 'tokens' | 'pools' | 'transactions';

const urlName = (chain: Chain) => chainInfoOf(chain)?.urlName ?? chain.toLowerCase();

/** Canonical token page path: lower-case chain and address, `NATIVE` for native tokens. */
export function tokenPagePath(chain: Chain, address: string | null | undefined): string {
  return `/explore/tokens/${urlName(chain)}/${tokenUrlAddress(address)}`;
}

export function poolPagePath(chain: Chain, address: string): string {
  return `/explore/pools/${urlName(chain)}/${address.toLowerCase()}`;
}

export function explorePath(tab: ExploreTab, chain: Chain): string {
  return `/explore/${tab}/${urlName(chain)}`;
}
