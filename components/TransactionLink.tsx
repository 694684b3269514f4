import type { ReactNode } from 'react';
import { explorerTxUrl } from '../data/chains.ts';

/**
 * A sent transaction, linked to its chain's explorer (the origin, as viem's chain names it) where one
 * sees it: a local chain has none, whatever its id.
 */
export function TransactionLink({
  explorer,
  hash,
  children,
}: {
  explorer: string | undefined;
  hash: string;
  children: ReactNode;
}) {
  const url = explorerTxUrl({ explorer }, hash);
  if (!url) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
