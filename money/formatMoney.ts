import type { DisplayCurrency } from './displayCurrency.ts';

/**
 * How money reads to a trader (UI.md): with its currency sign, compact when large, tiny prices legible.
 * The Data API's figures are USD; each formatter shows one in the currency it is given at that currency's
 * rate. Pages and components pass the reader's (currency/useDisplayCurrency.ts); the worker and the
 * previews, which have no reader, pass USD_DISPLAY. So this module holds no state and runs anywhere.
 */
export type MoneyCurrency = Pick<DisplayCurrency, 'code' | 'rate'>;

const DASH = '–';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** A USD figure from the Data API in `currency` (charts plot these; the formatters below call it). */
export function toDisplayMoney(usd: number, currency: MoneyCurrency): number {
  return usd * currency.rate;
}

/** A token price: cents above 1, 4 significant digits below, `$0.0₄5123` once zeros pile up. */
export function formatPrice(usd: number | null | undefined, currency: MoneyCurrency): string {
  if (usd == null || !Number.isFinite(usd)) return DASH;
  const formats = moneyFormats(currency.code);
  const value = toDisplayMoney(usd, currency);
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
export function formatUsd(usd: number | null | undefined, currency: MoneyCurrency): string {
  if (usd == null || !Number.isFinite(usd)) return DASH;
  const formats = moneyFormats(currency.code);
  const value = toDisplayMoney(usd, currency);
  return Math.abs(value) >= 10_000 ? formats.compact.format(value) : formats.fixed.format(value);
}

/** A chart's money axis or crosshair, for a value already in `currency` (`toDisplayMoney`). */
export function formatChartMoney(value: number, currency: MoneyCurrency): string {
  const formats = moneyFormats(currency.code);
  return Math.abs(value) >= 10_000 ? formats.compact.format(value) : formats.significant.format(value);
}

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

/**
 * An exact fiat amount (decimal text from a payment provider, e.g. `"19.50"`) in its own currency, to the
 * cent: Intl formats decimal text as written, so no digit passes through a float.
 */
export function formatFiatAmount(text: string, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(text as Intl.StringNumericLiteral);
}

/** An exact rate (fiat per whole token, decimal text) to six significant digits, so a tiny price still reads. */
export function formatFiatRate(text: string, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumSignificantDigits: 6 }).format(
    text as Intl.StringNumericLiteral,
  );
}
