import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { WagmiContext, WagmiProvider } from 'wagmi';
import { wagmiConfig } from './wagmiConfig.ts';

/** One query cache for every wallet provider on the page, so the top bar and a trading page share reads. */
const queryClient = new QueryClient();

/**
 * Whether a WalletProvider already hydrated the config in this page's life. wagmi's provider hydrates
 * on mount (restores the remembered connection, adds the EIP-6963 wallets, reconnects); a second one
 * would add every announced wallet a second time.
 */
let hydrationClaimed = false;
function claimHydration(): boolean {
  if (hydrationClaimed) return false;
  hydrationClaimed = true;
  return true;
}

/**
 * Gives its children the wallet connection (wagmi hooks). The top bar's account control and each trading
 * page mount their own, side by side: both use the one config, so they see the same connection, and
 * the first to mount is the one that hydrates it.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const [hydrates] = useState(claimHydration);
  const content = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return hydrates ? (
    <WagmiProvider config={wagmiConfig}>{content}</WagmiProvider>
  ) : (
    <WagmiContext.Provider value={wagmiConfig}>{content}</WagmiContext.Provider>
  );
}
