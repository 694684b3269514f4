/**
 * Token amounts as text, both ways, without ever passing through a float: raw integer units (bigint)
 * to grouped digits rounded to significant figures, and typed text back to raw units.
 */

const DASH = '–';

/** `1234567891n` with 6 decimals → `1,234.57`; tiny amounts keep their significant digits. */
export function formatTokenAmount(raw: bigint | undefined, decimals: number, significant = 6): string {
  if (raw === undefined) return DASH;
  if (raw === 0n) return '0';
  const negative = raw < 0n;
  let abs = negative ? -raw : raw;
  const integerDigits = abs.toString().length - decimals;
  // Below 1, the leading zeros of the fraction come on top of the significant digits.
  const fractionDigits = Math.min(decimals, Math.max(significant - integerDigits, 0));
  const drop = decimals - fractionDigits;
  if (drop > 0) {
    const unit = 10n ** BigInt(drop);
    abs = (abs + unit / 2n) / unit;
  }
  if (abs === 0n) return `<${'0.'.padEnd(fractionDigits + 1, '0')}1`;
  const digits = abs.toString().padStart(fractionDigits + 1, '0');
  const whole = fractionDigits > 0 ? digits.slice(0, -fractionDigits) : digits;
  const fraction = fractionDigits > 0 ? digits.slice(-fractionDigits).replace(/0+$/, '') : '';
  const grouped = BigInt(whole).toLocaleString('en-US');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The same amount for an input field: plain digits, no grouping, nothing rounded away. */
export function tokenAmountInputText(raw: bigint, decimals: number): string {
  const digits = raw.toString().padStart(decimals + 1, '0');
  const whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, '') : '';
  return fraction ? `${whole}.${fraction}` : whole;
}

/** What a person typed, as raw units: `undefined` for text that is not an amount of this token. */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const [whole = '', fraction = ''] = trimmed.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
}

/** Whether text can become an amount as it is typed (`1.`, `.5`, ``), within the token's decimals. */
export function isAmountInputText(text: string, decimals: number): boolean {
  if (text === '') return true;
  if (!/^\d*\.?\d*$/.test(text)) return false;
  // A token without decimals has no fractions: not even a trailing point is an amount of it.
  if (decimals === 0) return !text.includes('.');
  const fraction = text.split('.')[1];
  return fraction === undefined || fraction.length <= decimals;
}

/**
 * An exchange rate from two raw amounts: how many `output` one whole `input` buys, as text. The
 * division happens on integers scaled to the output's decimals.
 */
export function formatRate(
  amountIn: bigint,
  decimalsIn: number,
  amountOut: bigint,
  decimalsOut: number,
): string {
  if (amountIn === 0n) return DASH;
  const perWholeInput = (amountOut * 10n ** BigInt(decimalsIn)) / amountIn;
  return formatTokenAmount(perWholeInput, decimalsOut);
}
