/**
 * How numbers that are not money read to a trader (UI.md): token quantities, percentages, times,
 * addresses, ETH. Money has its own formatters, given the display currency (money/formatMoney.ts).
 */

const DASH = '–';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A chart axis or crosshair value that is not money (a pool's price of one token in the other). */
export function formatChartValue(value: number): string {
  return Math.abs(value) >= 10_000 ? compact.format(value) : plain.format(value);
}

/** A token quantity: compact, unsigned. */
export function formatAmount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n == null || !Number.isFinite(n)) return DASH;
  const abs = Math.abs(n);
  return abs >= 10_000 ? compact.format(abs) : plain.format(abs);
}

/** A percentage change without sign (the arrow and colour carry it). */
export function formatPercentMagnitude(value: number): string {
  return `${percent.format(Math.abs(value))}%`;
}

/** `3m ago`, `5h ago`, `2d ago`. */
export function formatRelativeTime(timestampSeconds: number, nowMs = Date.now()): string {
  const seconds = Math.max(0, Math.round(nowMs / 1000 - timestampSeconds));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}

export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** An amount of ETH (NFT prices are quoted in it): 4 significant digits, compact when large. */
export function formatEth(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  return `${formatAmount(value)} ETH`;
}
