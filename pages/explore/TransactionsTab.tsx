import type { ChainInfo } from '../../data/chains.ts';
import { useChainTransactions } from '../../data/hooks/useTransactions.ts';
import { TransactionsList } from '../TransactionsList.tsx';

/** The latest transactions of a chain; new ones arrive by polling. */
export function TransactionsTab({ chain }: { chain: ChainInfo | undefined }) {
  return (
    <section aria-label="Transactions">
      <TransactionsList
        state={useChainTransactions(chain?.chain)}
        emptyText={`No transactions on ${chain?.label} yet.`}
      />
    </section>
  );
}
