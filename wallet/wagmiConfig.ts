import { appChain } from './appChain.ts';
import { createWalletConfig } from './walletConfig.ts';

/** The app's one wallet config, on the chain it trades on. */
export const wagmiConfig = createWalletConfig(appChain);
