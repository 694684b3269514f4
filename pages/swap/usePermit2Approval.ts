import useSWR from 'swr';
import type { Address } from 'viem';
import { useWhenChainAnswersAgain } from '../../components/useWhenChainAnswersAgain.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { useTradingChain } from '../../wallet/tradingChain.ts';
import { loadSwapChainReads } from './loadSwapChainReads.ts';

/** Whether the input token still needs its one approval to Permit2 for this amount (never for ETH). */
export function usePermit2Approval(
  owner: Address | undefined,
  input: SwapCurrency | undefined,
  amount: bigint | undefined,
) {
  const token = input?.address ?? undefined;
  const chain = useTradingChain();
  const swr = useSWR(
    owner && token && amount
      ? ['permit2-approval', chain.id, owner, token.toLowerCase(), amount.toString()]
      : null,
    async () =>
      (await loadSwapChainReads()).needsApproval(owner as Address, token as Address, amount as bigint),
    { keepPreviousData: false },
  );
  // A chain back from a restart has its state fresh: an approval it had may be gone.
  useWhenChainAnswersAgain(() => void swr.mutate());
  return { needsApproval: swr.data, refresh: () => swr.mutate() };
}
