import type { Chain } from 'viem';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';

/**
 * The local chain as viem and wagmi see it, reached at `rpcUrl`. A function, not a constant, so the
 * browser (RPC from the build), the test wallet and Node scripts (RPC from their environment) share it.
 * No block explorer: addresses on a local chain mean nothing to a public one. A plain object (what
 * viem's defineChain returns, less its `extend` helper), so a page that only names the chain loads no
 * viem module.
 */
export function defineLocalChain(rpcUrl: string): Chain {
  return {
    id: LOCAL_CHAIN_ID,
    name: 'Local Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [rpcUrl.replace(/^http/, 'ws')] } },
    testnet: true,
  };
}

export function isLocalChain(chain: Pick<Chain, 'id'>): boolean {
  return chain.id === LOCAL_CHAIN_ID;
}
