import { useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import { shortAddress } from '../components/formatNumbers.ts';
import { type AccountHoldings, AccountList } from './AccountList.tsx';
import { Identicon } from './Identicon.tsx';
import { WarningIcon } from './WarningIcon.tsx';

/** The connected account in the top bar: short address and identicon, opening the account menu. */
export function AccountMenu({
  address,
  isWrongNetwork,
  holdings,
}: {
  address: Address;
  isWrongNetwork: boolean;
  holdings: AccountHoldings;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className={`account-button${isWrongNetwork ? ' wrong' : ''}`}
        aria-expanded={open}
        aria-label={`Account ${shortAddress(address)}${isWrongNetwork ? ', wrong network' : ''}`}
        onClick={() => setOpen(!open)}
      >
        {isWrongNetwork ? <WarningIcon /> : <Identicon address={address} />}
        <span>{shortAddress(address)}</span>
      </button>
      {open ? <AccountList address={address} isWrongNetwork={isWrongNetwork} holdings={holdings} /> : null}
    </div>
  );
}
