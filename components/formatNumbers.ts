import { displayCurrency } from '../currency/displayCurrency.ts';

/**
 * How numbers read to a trader (UI.md): money with its currency sign, compact large values, tiny prices
 * legible. The Data API's figures are USD; every money formatter here shows them in the reader's display
 * currency (currency/displayCurrency.ts) at its Convert rate, so a page only ever calls these.
 */

const DASH = '–';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

interface MoneyFormats {
  /** The currency's own decimals: cents for USD, none for JPY. */
  fixed: Intl.NumberFormat;
  significant: Intl.NumberFormat;
  compact: Intl.NumberFormat;
  /** Below one unit with too few decimals to read (JPY) the price keeps 4 significant digits up to here. */
  fixedFrom: number;
}

const moneyFormatsByCurrency = new Map<string, MoneyFormats>();

function moneyFormats(currency: string): MoneyFormats {
  let formats = moneyFormatsByCurrency.get(currency);
  if (!formats) {
    const fixed = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const decimals = fixed.resolvedOptions().maximumFractionDigits ?? 2;
    formats = {
      fixed,
      significant: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        maximumSignificantDigits: 4,
      }),
      compact: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
      fixedFrom: decimals >= 2 ? 1 : 10 ** (3 - decimals),
    };
    moneyFormatsByCurrency.set(currency, formats);
  }
  return formats;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A USD figure from the Data API in the display currency (charts plot these; the formatters below call it). */
export function toDisplayMoney(usd: number): number {
  return usd * displayCurrency().rate;
}

/** A token price: cents above 1, 4 significant digits below, `$0.0₄5123` once zeros pile up. */
export function formatPrice(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return DASH;
  const formats = moneyFormats(displayCurrency().code);
  const value = toDisplayMoney(usd);
  if (value === 0) return formats.fixed.format(0);
  if (value >= 1_000_000) return formats.compact.format(value);
  if (value >= formats.fixedFrom) return formats.fixed.format(value);
  if (value >= 0.0001) return formats.significant.format(value);
  let zeros = Math.floor(-Math.log10(value));
  let significant = Math.round(value * 10 ** (zeros + 4));
  // 0.0000999999 rounds up to 0.0001000: one zero fewer, and maybe no subscript at all.
  if (significant >= 10_000) {
    zeros -= 1;
    significant = Math.round(significant / 10);
  }
  if (zeros < 4) return formats.significant.format(value);
  const digits = String(significant).padEnd(4, '0');
  const sub = String(zeros)
    .split('')
    .map((d) => SUBSCRIPT_DIGITS[Number(d)])
    .join('');
  return withCurrencySign(formats.significant, `0.0${sub}${digits}`);
}

/** A large amount of money (TVL, volume, FDV, a portfolio): `$1.2B`; small ones in the currency's decimals. */
export function formatUsd(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return DASH;
  const formats = moneyFormats(displayCurrency().code);
  const value = toDisplayMoney(usd);
  return Math.abs(value) >= 10_000 ? formats.compact.format(value) : formats.fixed.format(value);
}

/** A chart's money axis or crosshair, for a value already in the display currency (`toDisplayMoney`). */
export function formatChartMoney(value: number): string {
  const formats = moneyFormats(displayCurrency().code);
  return Math.abs(value) >= 10_000 ? formats.compact.format(value) : formats.significant.format(value);
}

/** A chart axis or crosshair value that is not money (a pool's price of one token in the other). */
export function formatChartValue(value: number): string {
  return Math.abs(value) >= 10_000 ? compact.format(value) : plain.format(value);
}

/** The currency's sign where the currency puts it (`$`, `€`, `CA$`), around digits written by hand. */
function withCurrencySign(format: Intl.NumberFormat, digits: string): string {
  let numberWritten = false;
  return format
    .formatToParts(0)
    .map((part) => {
      if (part.type !== 'integer' && part.type !== 'decimal' && part.type !== 'fraction') return part.value;
      if (numberWritten) return '';
      numberWritten = true;
      return digits;
    })
    .join('');
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
