import { parseTokenAmount } from '../components/tokenAmounts.ts';

/**
 * USD amounts are bigints with 18 decimals, like ETH's wei: a price from the Data API (a float) is
 * turned into one once, and every sum, product and conversion after that is exact. Format last.
 */
export const USD_DECIMALS = 18;

/** A USD price as a fixed-point bigint; undefined when there is no usable price. */
export function usdUnits(priceUsd: number | undefined): bigint | undefined {
  if (priceUsd === undefined || !Number.isFinite(priceUsd) || priceUsd <= 0) return undefined;
  return parseTokenAmount(plainDecimal(priceUsd, USD_DECIMALS), USD_DECIMALS);
}

/** What `amount` (in the token's smallest unit) is worth at `price` (usdUnits), rounded down. */
export function usdValueOf(amount: bigint, decimals: number, price: bigint): bigint {
  return (amount * price) / 10n ** BigInt(decimals);
}

/** The token amount (smallest unit) that `usd` buys at `price`, rounded down: never more than asked. */
export function tokenAmountForUsd(usd: bigint, decimals: number, price: bigint): bigint {
  return (usd * 10n ** BigInt(decimals)) / price;
}

/**
 * A positive float's shortest round-trip digits (what `String` shows) in plain notation with at most
 * `maxDecimals` decimals: `1.8e-5` → `0.000018`, and `0.9993` stays `0.9993` (toFixed would spell out
 * the binary float, 0.99929999…).
 */
function plainDecimal(value: number, maxDecimals: number): string {
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = 1 + Number(exponent);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point);
  return `${whole}.${fraction.slice(0, maxDecimals) || '0'}`;
}
