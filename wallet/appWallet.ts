import type { Address, WalletClient } from 'viem';

/** What a trading page needs of the wallet, handed up by the lazily loaded wallet bridge. */
export interface AppWallet {
  address: Address | undefined;
  /**
   * Who is connected is not known yet: a remembered connection is being restored (from the page's
   * first render on, before the wallet code has loaded) or a connection is being made. A page that
   * decides by the account (the owner's actions, Connect) shows that it is loading, not a wrong answer.
   */
  resolving: boolean;
  isWrongNetwork: boolean;
  walletClient: WalletClient | undefined;
  /** The wallet's own name, for "Confirm in …". */
  walletName: string | undefined;
  switching: boolean;
  switchToAppChain: () => void;
}

/** Before the wallet code has loaded (or with no wallet): nobody is connected. */
export const NO_WALLET: AppWallet = {
  address: undefined,
  resolving: false,
  isWrongNetwork: false,
  walletClient: undefined,
  walletName: undefined,
  switching: false,
  switchToAppChain: () => {},
};

/** A remembered connection whose wallet code is still loading: the account is not known yet. */
export const RESOLVING_WALLET: AppWallet = { ...NO_WALLET, resolving: true };

/** Where a write flow stands with the wallet: what its main button offers before anything else. */
export type WalletReadiness = 'disconnected' | 'connecting' | 'wrong-network' | 'connected';

/**
 * A wallet still resolving reads as connecting, not disconnected: a page reloaded with a remembered
 * wallet says "Connecting…" rather than offering Connect for the moment the wallet takes to come back.
 */
export function walletReadiness(
  wallet: Pick<AppWallet, 'address' | 'resolving' | 'isWrongNetwork' | 'walletClient'>,
): WalletReadiness {
  if (wallet.resolving) return 'connecting';
  if (!wallet.address) return 'disconnected';
  if (wallet.isWrongNetwork) return 'wrong-network';
  return wallet.walletClient ? 'connected' : 'connecting';
}
