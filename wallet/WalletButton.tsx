import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { ConnectButton } from './ConnectButton.tsx';
import { hasRememberedConnection } from './rememberedConnection.ts';
import { onWalletPickerRequest } from './walletPicker.ts';

type AccountControlComponent = ComponentType<{ pickerRequested: boolean }>;

/**
 * The wallet's place in the top bar. Pages that do not trade must stay light, so this is a plain Connect
 * button: the wallet code (wagmi, viem) loads on the first click or picker request, or right after
 * hydration when this browser remembers a connection, so that it reconnects.
 */
export function WalletButton() {
  const [AccountControl, setAccountControl] = useState<AccountControlComponent>();
  const [pickerRequested, setPickerRequested] = useState(false);

  const load = useCallback((withPicker: boolean) => {
    if (withPicker) setPickerRequested(true);
    import('./AccountControl.tsx').then(
      (module) => setAccountControl(() => module.AccountControl),
      // Offline before the chunk was ever cached: the button stays, a later click tries again.
      () => setPickerRequested(false),
    );
  }, []);

  useEffect(() => {
    let remembered = false;
    try {
      remembered = hasRememberedConnection(localStorage);
    } catch {
      // Storage denied (privacy settings): nothing is remembered.
    }
    if (remembered) load(false);
  }, [load]);

  useEffect(
    () => (AccountControl ? undefined : onWalletPickerRequest(() => load(true))),
    [AccountControl, load],
  );

  if (AccountControl) return <AccountControl pickerRequested={pickerRequested} />;
  return <ConnectButton busy={pickerRequested} onClick={() => load(true)} />;
}
