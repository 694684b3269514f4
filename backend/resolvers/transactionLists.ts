import type { ChainName } from '../dataset/chains.ts';
import type { PoolRecord, ProtocolVersion } from '../dataset/pools.ts';
import type { PoolTransactionRecord } from '../dataset/poolTransactions.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { type DataApiContext, transactionPage } from './dataApiContext.ts';

type Transactions = { first: number; timestampCursor?: number | null };

/**
 * Every transactions list is the dataset's generated history and the indexed chain's rows merged
 * newest first, under one timestamp cursor: each source answers its own newest `first` rows older than
 * the cursor, and the merge keeps the newest `first` of both, so the next page (older than this page's
 * last timestamp) continues both sources where this one stopped.
 */
export function poolTransactionList(pool: PoolRecord, args: Transactions, context: DataApiContext) {
  const page = transactionPage(args, context);
  return newestFirst(
    context.chain.transactions((candidate) => candidate.id === pool.id, page),
    context.dataset.poolTransactions(pool, page),
    page.first,
  );
}

export function chainTransactionList(
  chain: ChainName,
  version: ProtocolVersion,
  args: Transactions,
  context: DataApiContext,
) {
  const page = transactionPage(args, context);
  return newestFirst(
    context.chain.transactions((pool) => pool.chain === chain && pool.version === version, page),
    context.dataset.chainTransactions(chain, version, page),
    page.first,
  );
}

export function tokenTransactionList(
  token: TokenRecord,
  version: ProtocolVersion,
  args: Transactions,
  context: DataApiContext,
) {
  const page = transactionPage(args, context);
  return newestFirst(
    context.chain.transactions(
      (pool) => pool.version === version && (pool.token0.id === token.id || pool.token1.id === token.id),
      page,
    ),
    context.dataset.tokenTransactions(token, version, page),
    page.first,
  );
}

/** Both lists are newest first; at one second the chain's row goes first (it is the one just made). */
function newestFirst(
  onChain: PoolTransactionRecord[],
  generated: PoolTransactionRecord[],
  first: number,
): PoolTransactionRecord[] {
  if (onChain.length === 0) return generated;
  const page: PoolTransactionRecord[] = [];
  let i = 0;
  let j = 0;
  while (page.length < first) {
    const chainRow = onChain[i];
    const generatedRow = generated[j];
    if (!chainRow && !generatedRow) break;
    if (chainRow && (!generatedRow || chainRow.timestamp >= generatedRow.timestamp)) {
      page.push(chainRow);
      i++;
    } else if (generatedRow) {
      page.push(generatedRow);
      j++;
    }
  }
  return page;
}
