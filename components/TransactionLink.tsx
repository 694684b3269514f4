import type { ReactNode } from 'react';
import { transactionExplorerUrl } from '../data/chains.ts';

/** A sent transaction, linked to its chain's explorer where one sees it (not on the local chain). */
export function TransactionLink({
  chainId,
  hash,
  children,
}: {
  chainId: number;
  hash: string;
  children: ReactNode;
}) {
  const explorer = transactionExplorerUrl(chainId, hash);
  if (!explorer) return <>{children}</>;
  return (
    <a href={explorer} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
