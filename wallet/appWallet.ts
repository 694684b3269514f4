import type { Address, WalletClient } from 'viem';

/** What a trading page needs of the wallet, handed up by the lazily loaded wallet bridge. */
export interface AppWallet {
  address: Address | undefined;
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
  isWrongNetwork: false,
  walletClient: undefined,
  walletName: undefined,
  switching: false,
  switchToAppChain: () => {},
};
