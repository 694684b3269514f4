import { useEffect, useState } from 'react';
import {
  AUTO_SLIPPAGE_BPS,
  parseDeadlineMinutes,
  parseSlippagePercent,
  type SwapSettings,
  slippageBps,
} from '../../trading/swapSettings.ts';
import { formatBps } from './swapPercent.ts';

/** The open settings menu (SwapSettingsMenu.tsx): slippage tolerance (auto or custom) and deadline. */
export function SwapSettingsPanel({
  settings,
  onChange,
}: {
  settings: SwapSettings;
  onChange: (settings: SwapSettings) => void;
}) {
  const [slippageText, setSlippageText] = useState('');
  const [deadlineText, setDeadlineText] = useState('');
  useEffect(() => {
    setSlippageText(
      settings.slippage.mode === 'custom' ? formatBps(settings.slippage.bps).replace('%', '') : '',
    );
    setDeadlineText(String(settings.deadlineMinutes));
  }, [settings]);
  const slippageInvalid = slippageText !== '' && parseSlippagePercent(slippageText) === undefined;
  const deadlineInvalid = parseDeadlineMinutes(deadlineText) === undefined;
  const high = slippageBps(settings) > 100;

  return (
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
          <p className="small field-warning">A high tolerance lets the price move against you that far.</p>
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
  );
}
