/**
 * A trader's swap settings: slippage tolerance (automatic or their own) and transaction deadline,
 * remembered on the device. Slippage is in basis points (50 = 0.50%), an integer like every amount.
 */
export interface SwapSettings {
  slippage: { mode: 'auto' } | { mode: 'custom'; bps: number };
  deadlineMinutes: number;
}

/** The automatic tolerance: enough for a quote to survive a block or two on a busy pool. */
export const AUTO_SLIPPAGE_BPS = 50;
/** Beyond this a custom tolerance is refused: the trade would invite being sandwiched. */
export const MAX_SLIPPAGE_BPS = 5000;
export const DEFAULT_DEADLINE_MINUTES = 30;
export const MAX_DEADLINE_MINUTES = 4320;

export const DEFAULT_SWAP_SETTINGS: SwapSettings = {
  slippage: { mode: 'auto' },
  deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
};

const STORAGE_KEY = 'swap-settings';

export function slippageBps(settings: SwapSettings): number {
  return settings.slippage.mode === 'auto' ? AUTO_SLIPPAGE_BPS : settings.slippage.bps;
}

/** A typed percentage ("0.5", "1") as basis points, or undefined when it is not a usable tolerance. */
export function parseSlippagePercent(text: string): number | undefined {
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(text.trim())) return undefined;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps > 0 && bps <= MAX_SLIPPAGE_BPS ? bps : undefined;
}

export function parseDeadlineMinutes(text: string): number | undefined {
  if (!/^\d{1,4}$/.test(text.trim())) return undefined;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= MAX_DEADLINE_MINUTES ? minutes : undefined;
}

/** The settings remembered in `storage`, or the defaults when there are none or they do not parse. */
export function loadSwapSettings(storage: Pick<Storage, 'getItem'> | undefined): SwapSettings {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    return isSwapSettings(saved) ? saved : DEFAULT_SWAP_SETTINGS;
  } catch {
    return DEFAULT_SWAP_SETTINGS;
  }
}

export function saveSwapSettings(
  storage: Pick<Storage, 'setItem'> | undefined,
  settings: SwapSettings,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be full or refused (private mode): the settings then last for this visit only.
  }
}

function isSwapSettings(value: unknown): value is SwapSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { slippage, deadlineMinutes } = value as Record<string, unknown>;
  if (typeof deadlineMinutes !== 'number' || !Number.isInteger(deadlineMinutes)) return false;
  if (deadlineMinutes < 1 || deadlineMinutes > MAX_DEADLINE_MINUTES) return false;
  if (typeof slippage !== 'object' || slippage === null) return false;
  const { mode, bps } = slippage as Record<string, unknown>;
  if (mode === 'auto') return true;
  return (
    mode === 'custom' &&
    typeof bps === 'number' &&
    Number.isInteger(bps) &&
    bps > 0 &&
    bps <= MAX_SLIPPAGE_BPS
  );
}
