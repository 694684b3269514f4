import './wallet.css';
import { useEffect, useState } from 'react';
import type { AccountHoldings } from './AccountList.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { ConnectButton } from './ConnectButton.tsx';
import { NetworkMenu } from './NetworkMenu.tsx';
import { SelectWalletScreen } from './SelectWalletScreen.tsx';
import { TransactionToasts } from './TransactionToasts.tsx';
import { useRememberedTransactions } from './useRememberedTransactions.ts';
import { useWalletAccount } from './useWalletAccount.ts';
import { WalletProvider } from './WalletProvider.tsx';
import { WrongNetworkWarning } from './WrongNetworkWarning.tsx';
import { onWalletPickerRequest } from './walletPicker.ts';

/**
 * The top bar's wallet once its code has loaded (WalletButton loads it): Connect and the wallet picker
 * while disconnected, the network menu and the account menu once connected (with the account's pending
 * transactions, each told in a toast when it ends), and a warning while on the wrong network.
 */
export function AccountControl({
  pickerRequested,
  holdings,
}: {
  pickerRequested: boolean;
  holdings: AccountHoldings;
}) {
  return (
    <WalletProvider>
      <AccountControlState pickerRequested={pickerRequested} holdings={holdings} />
    </WalletProvider>
  );
}

function AccountControlState({
  pickerRequested,
  holdings,
}: {
  pickerRequested: boolean;
  holdings: AccountHoldings;
}) {
  const { address, status, isWrongNetwork } = useWalletAccount();
  const [pickerOpen, setPickerOpen] = useState(pickerRequested);
  const { transactions, endings, dismissEnding } = useRememberedTransactions(address);

  useEffect(() => onWalletPickerRequest(() => setPickerOpen(true)), []);
  useEffect(() => {
    if (status === 'connected') setPickerOpen(false);
  }, [status]);

  if (address)
    return (
      <>
        <NetworkMenu />
        <AccountMenu
          address={address}
          isWrongNetwork={isWrongNetwork}
          holdings={holdings}
          transactions={transactions}
        />
        {isWrongNetwork ? <WrongNetworkWarning className="floating" /> : null}
        <TransactionToasts endings={endings} onDismiss={dismissEnding} />
        <holdings.OrderNews address={address} />
      </>
    );
  return (
    <>
      <ConnectButton busy={status === 'reconnecting'} onClick={() => setPickerOpen(true)} />
      {pickerOpen ? <SelectWalletScreen onClose={() => setPickerOpen(false)} /> : null}
    </>
  );
}
