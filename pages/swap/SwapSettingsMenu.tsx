import { useEffect, useRef, useState } from 'react';
import { usePopoverDismiss } from '../../components/usePopoverDismiss.ts';
import {
  AUTO_SLIPPAGE_BPS,
  parseDeadlineMinutes,
  parseSlippagePercent,
  type SwapSettings,
  slippageBps,
} from '../../trading/swapSettings.ts';
import { formatBps } from './swapPercent.ts';

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
  const [slippageText, setSlippageText] = useState('');
  const [deadlineText, setDeadlineText] = useState('');
  useEffect(() => {
    if (!open) return;
    setSlippageText(
      settings.slippage.mode === 'custom' ? formatBps(settings.slippage.bps).replace('%', '') : '',
    );
    setDeadlineText(String(settings.deadlineMinutes));
  }, [open, settings]);
  usePopoverDismiss(open, root, () => setOpen(false));
  const slippageInvalid = slippageText !== '' && parseSlippagePercent(slippageText) === undefined;
  const deadlineInvalid = parseDeadlineMinutes(deadlineText) === undefined;
  const high = slippageBps(settings) > 100;

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
        <div className="swap-settings-panel">
          <fieldset>
            <legend className="small">Max slippage</legend>
            <div className="settings-row">
              <button
                type="button"
                className={settings.slippage.mode === 'auto' ? 'chip selected' : 'chip'}
                aria-pressed={settings.slippage.mode === 'auto'}
                onClick={() => {
                  setSlippageText('');
                  onChange({ ...settings, slippage: { mode: 'auto' } });
                }}
              >
                Auto ({formatBps(AUTO_SLIPPAGE_BPS)})
              </button>
              <label className="settings-input">
                <input
                  inputMode="decimal"
                  placeholder="Custom"
                  aria-label="Custom max slippage in percent"
                  aria-invalid={slippageInvalid}
                  value={slippageText}
                  onChange={(event) => {
                    setSlippageText(event.target.value);
                    const bps = parseSlippagePercent(event.target.value);
                    if (bps !== undefined) onChange({ ...settings, slippage: { mode: 'custom', bps } });
                  }}
                />
                %
              </label>
            </div>
            {slippageInvalid ? (
              <p className="small field-error">Enter a tolerance between 0.01% and 50%.</p>
            ) : null}
            {!slippageInvalid && high ? (
              <p className="small field-warning">
                A high tolerance lets the price move against you that far.
              </p>
            ) : null}
          </fieldset>
          <fieldset>
            <legend className="small">Transaction deadline</legend>
            <label className="settings-input">
              <input
                inputMode="numeric"
                aria-label="Transaction deadline in minutes"
                aria-invalid={deadlineInvalid}
                value={deadlineText}
                onChange={(event) => {
                  setDeadlineText(event.target.value);
                  const minutes = parseDeadlineMinutes(event.target.value);
                  if (minutes !== undefined) onChange({ ...settings, deadlineMinutes: minutes });
                }}
              />
              minutes
            </label>
            {deadlineInvalid ? <p className="small field-error">Enter 1 to 4320 minutes.</p> : null}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
