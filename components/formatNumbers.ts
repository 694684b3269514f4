/** How numbers read to a trader (UI.md): USD with `$`, compact large values, tiny prices legible. */

const DASH = '–';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

const usd2 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usdSignificant = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 4,
});
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A token price: cents above $1, 4 significant digits below, `$0.0₄5123` once zeros pile up. */
export function formatPrice(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  if (value === 0) return '$0.00';
  if (value >= 1_000_000) return usdCompact.format(value);
  if (value >= 1) return usd2.format(value);
  if (value >= 0.0001) return usdSignificant.format(value);
  let zeros = Math.floor(-Math.log10(value));
  let significant = Math.round(value * 10 ** (zeros + 4));
  // 0.0000999999 rounds up to 0.0001000: one zero fewer, and maybe no subscript at all.
  if (significant >= 10_000) {
    zeros -= 1;
    significant = Math.round(significant / 10);
  }
  if (zeros < 4) return usdSignificant.format(value);
  const digits = String(significant).padEnd(4, '0');
  const sub = String(zeros)
    .split('')
    .map((d) => SUBSCRIPT_DIGITS[Number(d)])
    .join('');
  return `$0.0${sub}${digits}`;
}

/** A large USD amount (TVL, volume, FDV): `$1.2B`; small ones in cents. */
export function formatUsd(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  return Math.abs(value) >= 10_000 ? usdCompact.format(value) : usd2.format(value);
}

/** A chart axis or crosshair value: 4 significant digits, compact when large. */
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
