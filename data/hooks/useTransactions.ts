import type { TadaDocumentNode } from 'gql.tada';
import { type Chain, tokenQueryAddress } from '../chains.ts';
import type { ProtocolVersion } from '../graphql.ts';
import { type FragmentOf, type ResultOf, readFragment } from '../graphql.ts';
import { V2Transactions, V3Transactions, V4Transactions } from '../operations/chainTransactions.ts';
import { PoolTransactionRow } from '../operations/poolTransactionRow.ts';
import {
  V2PairTransactions,
  V3PoolTransactions,
  V4PoolTransactions,
} from '../operations/poolTransactions.ts';
import {
  V2TokenTransactions,
  V3TokenTransactions,
  V4TokenTransactions,
} from '../operations/tokenTransactions.ts';
import { appDataApi } from './appDataApi.ts';
import { type MergedPage, mergeSourcesPage, nextMergedPage } from './mergedPages.ts';
import { type PagesState, useDataApiPages } from './useDataApiPages.ts';

export type Transaction = ResultOf<typeof PoolTransactionRow>;

/** Rows per version per page; transactions of all versions are merged newest first. */
export const TRANSACTIONS_PAGE_SIZE = 25;
/** New transactions appear without a reload. */
const TRANSACTIONS_POLL_MS = 15_000;

/** Transactions of every source, newest first, with what the next page starts from. */
type TransactionsPage = MergedPage<Transaction>;
type Source = (
  cursor: number | undefined,
) => Promise<readonly (FragmentOf<typeof PoolTransactionRow> | null)[]>;

/** The latest transactions of a chain (V4, V3 and V2 merged). */
export function useChainTransactions(chain: Chain | undefined): PagesState<TransactionsPage> {
  return useMergedTransactions(chain ? `chain:${chain}` : null, [
    (cursor) =>
      list(
        V4Transactions,
        { chain: chain as Chain, first: TRANSACTIONS_PAGE_SIZE, cursor },
        (d) => d.v4Transactions,
      ),
    (cursor) =>
      list(
        V3Transactions,
        { chain: chain as Chain, first: TRANSACTIONS_PAGE_SIZE, cursor },
        (d) => d.v3Transactions,
      ),
    (cursor) =>
      list(
        V2Transactions,
        { chain: chain as Chain, first: TRANSACTIONS_PAGE_SIZE, cursor },
        (d) => d.v2Transactions,
      ),
  ]);
}

/** A token's transactions in every pool it trades in. */
export function useTokenTransactions(chain: Chain | undefined, urlAddress: string | undefined) {
  const ready = chain !== undefined && urlAddress !== undefined;
  const variables = (cursor: number | undefined) => ({
    chain: chain as Chain,
    address: ready ? tokenQueryAddress(chain, urlAddress) : null,
    first: TRANSACTIONS_PAGE_SIZE,
    cursor,
  });
  return useMergedTransactions(ready ? `token:${chain}:${urlAddress}` : null, [
    (cursor) => list(V4TokenTransactions, variables(cursor), (d) => d.token?.v4Transactions),
    (cursor) => list(V3TokenTransactions, variables(cursor), (d) => d.token?.v3Transactions),
    (cursor) => list(V2TokenTransactions, variables(cursor), (d) => d.token?.v2Transactions),
  ]);
}

/** One pool's transactions. */
export function usePoolTransactions(
  chain: Chain | undefined,
  version: ProtocolVersion | undefined,
  id: string,
) {
  const first = TRANSACTIONS_PAGE_SIZE;
  const source: Source = (cursor) => {
    if (version === 'V4')
      return list(
        V4PoolTransactions,
        { chain: chain as Chain, poolId: id, first, cursor },
        (d) => d.v4Pool?.transactions,
      );
    if (version === 'V3')
      return list(
        V3PoolTransactions,
        { chain: chain as Chain, address: id, first, cursor },
        (d) => d.v3Pool?.transactions,
      );
    return list(
      V2PairTransactions,
      { chain: chain as Chain, address: id, first, cursor },
      (d) => d.v2Pair?.transactions,
    );
  };
  return useMergedTransactions(chain && version ? `pool:${chain}:${id}` : null, [source]);
}

function useMergedTransactions(key: string | null, sources: Source[]): PagesState<TransactionsPage> {
  return useDataApiPages<TransactionsPage, TransactionsPage>({
    key,
    refreshInterval: TRANSACTIONS_POLL_MS,
    nextCursor: nextMergedPage,
    loadPage: async (previous) => {
      const fetched = await Promise.all(
        sources.map(async (source, i) => {
          const cursor = previous?.cursors[i];
          if (cursor === null) return null;
          const rows = await source(cursor);
          return rows.filter((row) => row !== null).map((row) => readFragment(PoolTransactionRow, row));
        }),
      );
      return mergeSourcesPage(fetched, previous, TRANSACTIONS_PAGE_SIZE, (row) => row.timestamp);
    },
  });
}

async function list<TResult, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  pick: (data: TResult) => readonly (FragmentOf<typeof PoolTransactionRow> | null)[] | null | undefined,
) {
  return pick(await appDataApi.request(document, variables, { method: 'GET' })) ?? [];
}
