import type { ChainInfo } from '../../data/chains.ts';
import { useChainTransactions } from '../../data/hooks/useTransactions.ts';
import { TransactionsList } from '../TransactionsList.tsx';

/**
 * The latest transactions of a chain; new ones arrive by polling. The list is live, so it is never in
 * the prerendered page: the line above it is, and says what is coming and that it keeps moving.
 */
export function TransactionsTab({ chain }: { chain: ChainInfo | undefined }) {
  return (
    <section aria-label="Transactions">
      {chain ? (
        <p className="explore-intro muted">
          Every swap, add and remove in {chain.label}’s pools, newest first. New ones appear as they happen.
        </p>
      ) : null}
      <TransactionsList
        state={useChainTransactions(chain?.chain)}
        emptyText={`No transactions on ${chain?.label} yet.`}
      />
    </section>
  );
}
