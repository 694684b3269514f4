import { memo } from 'react';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { type Chain, chainInfoOf, explorerAddressUrl, explorerTxUrl } from '../data/chains.ts';
import type { Transaction } from '../data/hooks/useTransactions.ts';
import { tokenSymbol } from '../data/tokenLabels.ts';
import { formatUsd } from '../money/formatMoney.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { formatAmount, formatRelativeTime, shortAddress } from './formatNumbers.ts';
import { Skeleton } from './Skeleton.tsx';

const TYPE_LABEL = { SWAP: 'Swap', ADD: 'Add', REMOVE: 'Remove' } as const;

/** Transactions newest first: time, type and pair, USD value, both amounts, account. */
export function TransactionsTable({
  transactions,
  now,
}: {
  transactions: readonly Transaction[] | undefined;
  now: number;
}) {
  const displayCurrency = useDisplayCurrency();
  const columns: DataColumn<never>[] = [
    { id: 'time', label: 'Time', skeleton: <Skeleton width={48} /> },
    { id: 'type', label: 'Type', className: 'col-name', skeleton: <Skeleton width="60%" /> },
    { id: 'value', label: displayCurrency.code, width: 'col-w-value', skeleton: <Skeleton width={56} /> },
    {
      id: 'amount0',
      label: 'Token amount',
      width: 'col-w-value',
      className: 'col-secondary',
      skeleton: <Skeleton width={56} />,
    },
    {
      id: 'amount1',
      label: 'Token amount',
      width: 'col-w-value',
      className: 'col-secondary',
      skeleton: <Skeleton width={56} />,
    },
    {
      id: 'wallet',
      label: 'Wallet',
      width: 'col-w-value',
      className: 'col-wide',
      skeleton: <Skeleton width={72} />,
    },
  ];
  return (
    <DataTable
      className="transactions-table"
      columns={columns}
      rows={transactions}
      rowKey={(tx) => tx.id}
      renderRow={(tx) => <TransactionRow tx={tx} now={now} />}
    />
  );
}

/** Memoised: a poll hands unchanged rows their old objects (useStableAnswer), so only changed rows render. */
const TransactionRow = memo(function TransactionRow({ tx, now }: { tx: Transaction; now: number }) {
  const displayCurrency = useDisplayCurrency();
  const chain = chainInfoOf(tx.chain as Chain);
  const txUrl = chain ? explorerTxUrl(chain, tx.hash) : undefined;
  const accountUrl = chain ? explorerAddressUrl(chain, tx.account) : undefined;
  const pair = `${tokenSymbol(tx.token0)} and ${tokenSymbol(tx.token1)}`;
  const label = tx.type === 'SWAP' ? `Swap ${pair}` : `${TYPE_LABEL[tx.type]} ${pair}`;
  const time = formatRelativeTime(tx.timestamp, now);
  return (
    <tr>
      <td title={new Date(tx.timestamp * 1000).toLocaleString()}>
        <time dateTime={new Date(tx.timestamp * 1000).toISOString()}>
          {txUrl ? (
            <a href={txUrl} rel="noreferrer" target="_blank">
              {time}
            </a>
          ) : (
            time
          )}
        </time>
      </td>
      <td className="col-name">
        <span className={`tx-type tx-${tx.type.toLowerCase()}`}>{label}</span>{' '}
        <span className="badge">{tx.protocolVersion.toLowerCase()}</span>
      </td>
      <td>{formatUsd(tx.usdValue.value, displayCurrency)}</td>
      <td className="col-secondary">
        {formatAmount(tx.token0Quantity)} {tokenSymbol(tx.token0)}
      </td>
      <td className="col-secondary">
        {formatAmount(tx.token1Quantity)} {tokenSymbol(tx.token1)}
      </td>
      <td className="col-wide">
        {accountUrl ? (
          <a href={accountUrl} rel="noreferrer" target="_blank">
            {shortAddress(tx.account)}
          </a>
        ) : (
          shortAddress(tx.account)
        )}
      </td>
    </tr>
  );
});
