import type { Chain } from 'viem';
import { createConfig, createStorage, http, injected } from 'wagmi';
import { devWallet } from './devWalletConnector.ts';
import { isLocalChain } from './localChain.ts';
import { WALLET_STORAGE_KEY } from './walletStorageKey.ts';

/**
 * The wallet connection for a chain: wallets that announce themselves (EIP-6963), the plain injected
 * provider (`window.ethereum`), and, on the local chain only, the built-in dev wallet. The connection
 * is remembered in localStorage so it survives a reload; `ssr` keeps prerendered HTML and the first
 * client render alike until the remembered state is read.
 */
export function createWalletConfig(chain: Chain) {
  return createConfig({
    chains: [chain],
    connectors: isLocalChain(chain) ? [injected(), devWallet()] : [injected()],
    multiInjectedProviderDiscovery: true,
    // Reads made together (balances of many tokens) go as one JSON-RPC batch: the local chain has no Multicall3.
    transports: { [chain.id]: http(undefined, { batch: true }) },
    storage: createStorage({
      key: WALLET_STORAGE_KEY,
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
    }),
    ssr: true,
  });
}
