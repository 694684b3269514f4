import type { PoolRecord } from './pools.ts';
import { type PoolTransactionRecord, poolTransaction } from './poolTransactions.ts';
import type { TokenRecord } from './tokens.ts';
import { type ScheduledTrade, tradesBackFrom } from './tradeSchedule.ts';

/** One page of a transactions list, as the Data API's `first` / `timestampCursor` arguments ask for it. */
export interface TransactionPage {
  /** The instant (Unix seconds) the list is read at: later trades have not happened yet. */
  asOf: number;
  first: number;
  /** The caller's cursor: only transactions strictly older than this timestamp. */
  olderThan?: number | null;
}

/**
 * The newest transactions across `pools`, newest first (a tie goes to the lower pool id), at most
 * `first`. Each pool's tape is read backwards in step with the others, so a page costs about `first`
 * rows whatever the depth of history, and only the rows on the page are ever generated.
 */
export function latestTransactions(
  pools: readonly PoolRecord[],
  { asOf, first, olderThan }: TransactionPage,
  usdPrice: (token: TokenRecord) => number,
): PoolTransactionRecord[] {
  const latest = olderThan == null ? asOf : Math.min(asOf, olderThan - 1);
  const tapes = pools.map((pool) => tradesBackFrom(pool, latest));
  const heads = tapes.map((tape) => tape.next().value);
  const page: PoolTransactionRecord[] = [];
  while (page.length < first) {
    let newest = -1;
    for (const [i, head] of heads.entries()) {
      const best = heads[newest];
      if (head && (!best || newer(head, best))) newest = i;
    }
    const trade = heads[newest];
    if (!trade) break;
    page.push(poolTransaction(trade, usdPrice));
    heads[newest] = tapes[newest]?.next().value;
  }
  return page;
}

function newer(a: ScheduledTrade, b: ScheduledTrade): boolean {
  return a.timestamp > b.timestamp || (a.timestamp === b.timestamp && a.pool.id < b.pool.id);
}
