import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { wagmiConfig } from './wagmiConfig.ts';

/** One query cache for every wallet provider on the page, so the top bar and a trading page share reads. */
const queryClient = new QueryClient();

/**
 * Gives its children the wallet connection (wagmi hooks). The top bar's account control and each trading
 * page mount their own: both use the one config, so they see the same connection; reconnecting a
 * remembered wallet runs once whichever mounts first.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
