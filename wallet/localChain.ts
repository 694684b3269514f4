import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';
import { type AppChain, defineAppChain } from './defineAppChain.ts';

/**
 * The default local chain (31337, read as Ethereum) reached at `rpcUrl`, for Node scripts and tests
 * that start or reach one; the browser reads the build's table (appChains.ts).
 */
export function defineLocalChain(rpcUrl: string): AppChain {
  return defineAppChain({ chain: 'ETHEREUM', chainId: LOCAL_CHAIN_ID, rpcUrl, local: true });
}
