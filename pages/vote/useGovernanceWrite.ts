import { useCallback, useState } from 'react';
import type { Address, Hex, TransactionReceipt, WalletClient } from 'viem';
import { type PreparedCall, runTransaction } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { GOVERNANCE_CHAIN } from './governanceChain.ts';

/** Where a governance step stands, in words the page shows as they change. */
export type GovernanceWrite =
  | { status: 'idle' }
  | { status: 'checking' | 'wallet-confirmation' }
  | { status: 'pending'; hash: Hex }
  | { status: 'confirmed'; hash: Hex }
  | { status: 'failed'; message: string };

/**
 * Runs governance calls through the one transaction path (simulate → sign → pending → receipt):
 * a call the governor would refuse fails its simulation, says why, and nothing is signed.
 */
export function useGovernanceWrite(
  wallet: { address: Address | undefined; walletClient: WalletClient | undefined },
  onConfirmed: () => void,
) {
  const [write, setWrite] = useState<GovernanceWrite>({ status: 'idle' });
  const run = useCallback(
    async (call: PreparedCall, summary: string): Promise<TransactionReceipt | undefined> => {
      if (!wallet.address || !wallet.walletClient) {
        setWrite({ status: 'failed', message: 'Connect a wallet first.' });
        return undefined;
      }
      setWrite({ status: 'checking' });
      try {
        const receipt = await runTransaction({
          client: chainClientOf(GOVERNANCE_CHAIN),
          wallet: wallet.walletClient,
          account: wallet.address,
          call,
          action: 'governance',
          description: { kind: 'governance', summary },
          onStage: (stage) =>
            setWrite(
              stage.stage === 'pending' ? { status: 'pending', hash: stage.hash } : { status: stage.stage },
            ),
        });
        setWrite({ status: 'confirmed', hash: receipt.transactionHash });
        onConfirmed();
        return receipt;
      } catch (error) {
        setWrite({
          status: 'failed',
          message: describeTradingFailure(error, undefined, 'governance').message,
        });
        return undefined;
      }
    },
    [wallet.address, wallet.walletClient, onConfirmed],
  );
  const fail = useCallback((message: string) => setWrite({ status: 'failed', message }), []);
  const reset = useCallback(() => setWrite({ status: 'idle' }), []);
  return {
    write,
    run,
    fail,
    reset,
    busy: write.status !== 'idle' && write.status !== 'confirmed' && write.status !== 'failed',
  };
}
