import type { Address, WalletClient } from 'viem';

/** What the swap screen needs of the wallet, handed up by the lazily loaded wallet bridge. */
export interface SwapWallet {
  address: Address | undefined;
  isWrongNetwork: boolean;
  walletClient: WalletClient | undefined;
  switching: boolean;
  switchToAppChain: () => void;
}

/** Before the wallet code has loaded (or with no wallet): nobody is connected. */
export const NO_SWAP_WALLET: SwapWallet = {
  address: undefined,
  isWrongNetwork: false,
  walletClient: undefined,
  switching: false,
  switchToAppChain: () => {},
};
