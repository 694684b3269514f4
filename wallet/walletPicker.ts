/**
 * Asks the top bar to open the wallet picker, from anywhere (a trading page's "Connect wallet" button),
 * without loading the wallet code: the top bar listens, loads it and opens the picker.
 */
const OPEN_WALLET_PICKER = 'wallet:open-picker';

export function openWalletPicker(): void {
  window.dispatchEvent(new Event(OPEN_WALLET_PICKER));
}

export function onWalletPickerRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_WALLET_PICKER, listener);
  return () => window.removeEventListener(OPEN_WALLET_PICKER, listener);
}
