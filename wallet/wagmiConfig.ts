import { appChains, defaultAppChain } from './appChains.ts';
import { setTradingChain } from './tradingChain.ts';
import { createWalletConfig } from './walletConfig.ts';

/** The app's one wallet config, on the chains it trades on. */
export const wagmiConfig = createWalletConfig([defaultAppChain, ...appChains.slice(1)]);

// The trading pages follow the connected wallet's network; without a connection, the default chain.
wagmiConfig.subscribe(
  (state) =>
    state.status === 'connected' && state.current ? state.connections.get(state.current)?.chainId : undefined,
  setTradingChain,
  { emitImmediately: true },
);
