import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_SWAP_SETTINGS,
  loadSwapSettings,
  type SwapSettings,
  saveSwapSettings,
} from '../../trading/swapSettings.ts';

/** The trader's slippage and deadline, remembered on this device (read after hydration). */
export function useSwapSettings() {
  const [settings, setSettings] = useState<SwapSettings>(DEFAULT_SWAP_SETTINGS);
  useEffect(() => setSettings(loadSwapSettings(window.localStorage)), []);
  const update = useCallback((next: SwapSettings) => {
    setSettings(next);
    saveSwapSettings(window.localStorage, next);
  }, []);
  return [settings, update] as const;
}
