import { TransactionLink } from '../components/TransactionLink.tsx';
import { appChainOf } from './appChains.ts';
import type { RememberedTransaction } from './rememberedTransactions.ts';
import { TransactionStatusIcon } from './TransactionStatusIcon.tsx';
import { transactionTitle } from './transactionWords.ts';

/** The account menu's transactions: what each does and where it stands, newest first. */
export function RecentTransactions({ transactions }: { transactions: readonly RememberedTransaction[] }) {
  return (
    <section className="recent-transactions" aria-label="Transactions">
      <h3 className="small muted">Transactions</h3>
      <ul>
        {transactions.map((transaction) => (
          <li key={transaction.hash} className={transaction.status}>
            <TransactionStatusIcon status={transaction.status} />
            <div>
              <strong>{transactionTitle(transaction)}</strong>
              <TransactionLink
                explorer={appChainOf(transaction.chainId)?.blockExplorers?.default.url}
                hash={transaction.hash}
              >
                <span className="small" title={transaction.hash}>
                  {transaction.summary}
                </span>
              </TransactionLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
