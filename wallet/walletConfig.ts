import { createConfig, createStorage, http, injected } from 'wagmi';
import type { AppChain } from './defineAppChain.ts';
import { devWallet } from './devWalletConnector.ts';
import { WALLET_STORAGE_KEY } from './walletStorageKey.ts';

/**
 * The wallet connection for the app's chains (the default first): wallets that announce themselves
 * (EIP-6963), the plain injected provider (`window.ethereum`), and, when a local chain is among them,
 * the built-in dev wallet. The connection is remembered in localStorage so it survives a reload; `ssr`
 * keeps prerendered HTML and the first client render alike until the remembered state is read.
 */
export function createWalletConfig(chains: readonly [AppChain, ...AppChain[]]) {
  return createConfig({
    chains,
    connectors: chains.some((chain) => chain.local) ? [injected(), devWallet(chains)] : [injected()],
    multiInjectedProviderDiscovery: true,
    // Reads made together (balances of many tokens) go as one JSON-RPC batch: the local chain has no Multicall3.
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(undefined, { batch: true })])),
    storage: createStorage({
      key: WALLET_STORAGE_KEY,
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
    }),
    ssr: true,
  });
}
