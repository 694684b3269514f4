import { lazy, Suspense, useRef, useState } from 'react';
import { usePopoverDismiss } from '../../components/usePopoverDismiss.ts';
import type { SwapSettings } from '../../trading/swapSettings.ts';
import { formatBps } from './swapPercent.ts';

/** The settings themselves load when the gear is first pressed. */
const SwapSettingsPanel = lazy(() =>
  import('./SwapSettingsPanel.tsx').then((module) => ({ default: module.SwapSettingsPanel })),
);

/** The gear in the card's corner: slippage tolerance (auto or custom) and transaction deadline. */
export function SwapSettingsMenu({
  settings,
  onChange,
}: {
  settings: SwapSettings;
  onChange: (settings: SwapSettings) => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  usePopoverDismiss(open, root, () => setOpen(false));

  return (
    <div className="swap-settings" ref={root}>
      <button
        type="button"
        className="swap-icon-button"
        aria-label="Swap settings"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {settings.slippage.mode === 'custom' ? (
          <span className="small">{formatBps(settings.slippage.bps)} slippage</span>
        ) : null}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm8.6 5-1.9-.4a7 7 0 0 1-.6 1.4l1.1 1.6-1.8 1.8-1.6-1.1a7 7 0 0 1-1.4.6l-.4 1.9h-2.6l-.4-1.9a7 7 0 0 1-1.4-.6l-1.6 1.1-1.8-1.8 1.1-1.6a7 7 0 0 1-.6-1.4l-1.9-.4v-2.6l1.9-.4a7 7 0 0 1 .6-1.4L4.2 7.1 6 5.3l1.6 1.1a7 7 0 0 1 1.4-.6l.4-1.9h2.6l.4 1.9a7 7 0 0 1 1.4.6L15.4 5.3l1.8 1.8-1.1 1.6a7 7 0 0 1 .6 1.4l1.9.4Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SwapSettingsPanel settings={settings} onChange={onChange} />
        </Suspense>
      ) : null}
    </div>
  );
}
