import { useCallback } from 'react';
import { useSwitchChain } from 'wagmi';
import { defaultAppChain } from './appChains.ts';

/**
 * Moves the wallet off a network the app does not trade on, to the app's default chain:
 * `wallet_switchEthereumChain`, and when the wallet does not know the chain (error 4902), wagmi adds it
 * with `wallet_addEthereumChain` from the chain's definition.
 */
export function useSwitchToAppChain() {
  const { mutate, isPending, error, reset } = useSwitchChain();
  // Stable, or every wallet bridge reporting it would re-render its page forever (a new function each time).
  const switchToAppChain = useCallback(() => mutate({ chainId: defaultAppChain.id }), [mutate]);
  return {
    switchToAppChain,
    isPending,
    error,
    reset,
  };
}
