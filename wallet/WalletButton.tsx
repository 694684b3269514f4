import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../components/useHydrated.ts';
import type { AccountHoldings } from './AccountList.tsx';
import { ConnectButton } from './ConnectButton.tsx';
import { browserRemembersConnection } from './rememberedConnection.ts';
import { onWalletPickerRequest, openWalletPicker } from './walletPicker.ts';

type AccountControlComponent = ComponentType<{ pickerRequested: boolean; holdings: AccountHoldings }>;

/**
 * The wallet's place in the top bar. Pages that do not trade must stay light, so this is a plain Connect
 * button: the wallet code (wagmi, viem) loads on the first click or picker request, or right after
 * hydration when this browser remembers a connection, so that it reconnects. What the account menu
 * shows of the account's holdings comes from `loadHoldings`, loaded at the same time.
 */
export function WalletButton({ loadHoldings }: { loadHoldings: () => Promise<AccountHoldings> }) {
  // Before hydration a click would be lost: the button waits for the page's code.
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{
    AccountControl: AccountControlComponent;
    holdings: AccountHoldings;
  }>();
  const [pickerRequested, setPickerRequested] = useState(false);
  // A remembered connection is being restored: the button says so rather than offering to connect.
  const [restoring, setRestoring] = useState(false);

  const load = useCallback(
    (withPicker: boolean) => {
      if (withPicker) setPickerRequested(true);
      Promise.all([import('./AccountControl.tsx'), loadHoldings()]).then(
        ([module, holdings]) => setLoaded({ AccountControl: module.AccountControl, holdings }),
        // Offline before the chunk was ever cached: the button stays, a later click tries again.
        () => {
          setPickerRequested(false);
          setRestoring(false);
        },
      );
    },
    [loadHoldings],
  );

  useEffect(() => {
    if (!browserRemembersConnection()) return;
    setRestoring(true);
    load(false);
  }, [load]);

  useEffect(() => (loaded ? undefined : onWalletPickerRequest(() => load(true))), [loaded, load]);

  if (loaded) return <loaded.AccountControl pickerRequested={pickerRequested} holdings={loaded.holdings} />;
  // Through the picker request, as every page's Connect does: a page that reads the account (useConnectedAccount,
  // useLazyWallet) then loads its wallet bridge at the click, not at its next look at the remembered connection.
  return (
    <ConnectButton busy={pickerRequested || restoring} disabled={!hydrated} onClick={openWalletPicker} />
  );
}
