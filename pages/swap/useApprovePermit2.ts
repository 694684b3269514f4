import { useState } from 'react';
import type { Address, WalletClient } from 'viem';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { permit2ApprovalTransaction } from '../../trading/tokenAllowance.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import { swapChainClient, swapChainRpcUrl } from './swapChainClient.ts';

/** The one approval of the input token to Permit2: wallet confirmation, then the network, then done. */
export function useApprovePermit2(
  owner: Address | undefined,
  wallet: WalletClient | undefined,
  onApproved: () => void,
) {
  const [state, setState] = useState<'idle' | 'signing' | 'pending'>('idle');
  const [error, setError] = useState<TradingError>();
  const run = async (token: Address) => {
    if (!owner || !wallet) return;
    setError(undefined);
    setState('signing');
    try {
      const transaction = permit2ApprovalTransaction(token);
      await swapChainClient.call({ account: owner, ...transaction });
      const hash = await wallet.sendTransaction({
        account: wallet.account ?? owner,
        chain: wallet.chain ?? null,
        ...transaction,
      });
      setState('pending');
      await swapChainClient.waitForTransactionReceipt({ hash });
      onApproved();
    } catch (failure) {
      setError(describeTradingFailure(failure, swapChainRpcUrl));
    } finally {
      setState('idle');
    }
  };
  return { run, state, error };
}
