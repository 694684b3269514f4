import { useState } from 'react';
import type { Address, WalletClient } from 'viem';
import type { TradingError } from '../../trading/tradingError.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';

/**
 * The one approval of the input token to Permit2: wallet confirmation, then the network, then done only
 * when the chain says the approval succeeded.
 */
export function useApprovePermit2(
  owner: Address | undefined,
  wallet: WalletClient | undefined,
  onApproved: () => void,
) {
  const [state, setState] = useState<'idle' | 'signing' | 'pending'>('idle');
  const [error, setError] = useState<TradingError>();
  const run = async (token: { address: Address; symbol: string }) => {
    if (!owner || !wallet) return;
    setError(undefined);
    setState('signing');
    const reads = await loadSwapChainReads();
    try {
      await reads.approve(owner, wallet, token, ({ stage }) => {
        if (stage === 'pending') setState('pending');
      });
      onApproved();
    } catch (failure) {
      setError(reads.describe(failure));
    } finally {
      setState('idle');
    }
  };
  return { run, state, error };
}
