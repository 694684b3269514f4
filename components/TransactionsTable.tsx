import { displayCurrency } from '../currency/displayCurrency.ts';
import { type Chain, chainInfoOf, explorerAddressUrl, explorerTxUrl } from '../data/chains.ts';
import type { Transaction } from '../data/hooks/useTransactions.ts';
import { formatAmount, formatRelativeTime, formatUsd, shortAddress } from './formatNumbers.ts';
import { Skeleton } from './Skeleton.tsx';
import './DataTable.css';
import { tokenSymbol } from '../data/tokenLabels.ts';

const TYPE_LABEL = { SWAP: 'Swap', ADD: 'Add', REMOVE: 'Remove' } as const;

/** Transactions newest first: time, type and pair, USD value, both amounts, account. */
export function TransactionsTable({
  transactions,
  now,
}: {
  transactions: readonly Transaction[] | undefined;
  now: number;
}) {
  return (
    <table className="data-table transactions-table">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col" className="col-name">
            Type
          </th>
          <th scope="col" className="col-w-value">
            {displayCurrency().code}
          </th>
          <th scope="col" className="col-w-value col-secondary">
            Token amount
          </th>
          <th scope="col" className="col-w-value col-secondary">
            Token amount
          </th>
          <th scope="col" className="col-w-value col-wide">
            Wallet
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions
          ? transactions.map((tx) => <TransactionRow key={tx.id} tx={tx} now={now} />)
          : Array.from({ length: 10 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={i}>
                <td>
                  <Skeleton width={48} />
                </td>
                <td className="col-name">
                  <Skeleton width="60%" />
                </td>
                <td>
                  <Skeleton width={56} />
                </td>
                <td className="col-secondary">
                  <Skeleton width={56} />
                </td>
                <td className="col-secondary">
                  <Skeleton width={56} />
                </td>
                <td className="col-wide">
                  <Skeleton width={72} />
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}

function TransactionRow({ tx, now }: { tx: Transaction; now: number }) {
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
      <td>{formatUsd(tx.usdValue.value)}</td>
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
}
