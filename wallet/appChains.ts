import { type AppChain, defineAppChain } from './defineAppChain.ts';

/** The chains the app trades on (the build's `CHAIN_RPC_URLS`), the default first. */
export const appChains: readonly AppChain[] = import.meta.env.BUILD_CHAINS.map(defineAppChain);

/** The chain the app trades on until the wallet is on another of `appChains`. */
export const defaultAppChain = appChains[0] as AppChain;

/** The app's chain with this id, if it trades on it. */
export function appChainOf(chainId: number | undefined): AppChain | undefined {
  return appChains.find((chain) => chain.id === chainId);
}
