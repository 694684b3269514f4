import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { appChainOf } from './appChains.ts';
import { useConnectionRestored } from './connectionRestored.ts';

export interface WalletAccount {
  /** The connected address; undefined while disconnected or connecting. */
  address: Address | undefined;
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
  /** Connected, but the wallet is on a chain the app does not trade on: nothing may be signed until it switches. */
  isWrongNetwork: boolean;
  /** The wallet's own name (EIP-6963 name, "Browser wallet", the dev wallet). */
  walletName: string | undefined;
  walletId: string | undefined;
  walletIcon: string | undefined;
}

/** The connected account as the product sees it. Inside a WalletProvider. */
export function useWalletAccount(): WalletAccount {
  const { address, status: wagmiStatus, chainId, connector } = useConnection();
  // Before the page's reconnect has run, wagmi's "disconnected" means "not known yet"; a reconnect that
  // fails ends as disconnected.
  const restored = useConnectionRestored();
  const status = wagmiStatus === 'disconnected' && !restored ? 'reconnecting' : wagmiStatus;
  return {
    address: status === 'connected' ? address : undefined,
    status,
    isWrongNetwork: status === 'connected' && !appChainOf(chainId),
    walletName: connector?.name,
    walletId: connector?.id,
    walletIcon: connector?.icon,
  };
}
