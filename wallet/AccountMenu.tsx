import { useRef, useState } from 'react';
import type { Address } from 'viem';
import { shortAddress } from '../components/formatNumbers.ts';
import { usePopoverDismiss } from '../components/usePopoverDismiss.ts';
import { type AccountHoldings, AccountList } from './AccountList.tsx';
import { Identicon } from './Identicon.tsx';
import type { RememberedTransaction } from './rememberedTransactions.ts';
import { TransactionStatusIcon } from './TransactionStatusIcon.tsx';
import { WarningIcon } from './WarningIcon.tsx';

/**
 * The connected account in the top bar: short address and identicon, opening the account menu; while
 * transactions are pending, a spinner and how many in their place.
 */
export function AccountMenu({
  address,
  isWrongNetwork,
  holdings,
  transactions,
}: {
  address: Address;
  isWrongNetwork: boolean;
  holdings: AccountHoldings;
  transactions: readonly RememberedTransaction[];
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  usePopoverDismiss(open, root, () => setOpen(false));

  const pending = transactions.filter((transaction) => transaction.status === 'pending').length;
  const pendingWords = pending === 1 ? '1 transaction pending' : `${pending} transactions pending`;
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className={`account-button${isWrongNetwork ? ' wrong' : ''}${pending > 0 ? ' pending' : ''}`}
        aria-expanded={open}
        aria-label={`Account ${shortAddress(address)}${isWrongNetwork ? ', wrong network' : ''}${pending > 0 ? `, ${pendingWords}` : ''}`}
        onClick={() => setOpen(!open)}
      >
        {isWrongNetwork ? (
          <WarningIcon />
        ) : pending > 0 ? (
          <TransactionStatusIcon status="pending" />
        ) : (
          <Identicon address={address} />
        )}
        <span>{pending > 0 ? `${pending} pending` : shortAddress(address)}</span>
      </button>
      {open ? (
        <AccountList
          address={address}
          isWrongNetwork={isWrongNetwork}
          holdings={holdings}
          transactions={transactions}
        />
      ) : null}
    </div>
  );
}
