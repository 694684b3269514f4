import { parseTokenAmount } from '../../components/tokenAmounts.ts';

/**
 * A limit price: how many whole output tokens one whole input token is worth, as a fixed-point integer
 * with `PRICE_DECIMALS` decimals (never a float: amounts follow from it exactly).
 */
export type LimitPrice = bigint;

export const PRICE_DECIMALS = 18;
const ONE = 10n ** BigInt(PRICE_DECIMALS);
const BPS = 10_000n;

interface Side {
  decimals: number;
}

/** The price a quote gives: `amountOut` of output for `amountIn` of input. */
export function priceOf(amountIn: bigint, amountOut: bigint, input: Side, output: Side): LimitPrice {
  if (amountIn <= 0n) return 0n;
  return (amountOut * 10n ** BigInt(input.decimals) * ONE) / (amountIn * 10n ** BigInt(output.decimals));
}

/** What the swapper receives at least for `amountIn` at `price`, in output base units (rounded down). */
export function outputAt(price: LimitPrice, amountIn: bigint, input: Side, output: Side): bigint {
  return (amountIn * price * 10n ** BigInt(output.decimals)) / (10n ** BigInt(input.decimals) * ONE);
}

/** A typed price ("3456.7"), or undefined when it is no positive number. */
export function parsePrice(text: string): LimitPrice | undefined {
  const price = parseTokenAmount(text.replace(/,/g, ''), PRICE_DECIMALS);
  return price && price > 0n ? price : undefined;
}

/** A typed percent above market ("5", "-2.5") in basis points, or undefined. */
export function parsePercent(text: string): bigint | undefined {
  const match = /^\s*(-?)(\d+)(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const bps = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -bps : bps;
}

/** The market price moved by `bps` basis points (100 = 1 % above). */
export function priceAbove(market: LimitPrice, bps: bigint): LimitPrice {
  return (market * (BPS + bps)) / BPS;
}

/** How far `price` sits above market, in basis points (negative: below), to the nearest one. */
export function bpsAbove(price: LimitPrice, market: LimitPrice): bigint {
  if (market === 0n) return 0n;
  const scaled = (price - market) * BPS;
  const [quotient, remainder] = [scaled / market, scaled % market];
  const half = 2n * (remainder < 0n ? -remainder : remainder) >= market;
  return half ? quotient + (scaled < 0n ? -1n : 1n) : quotient;
}

/** Basis points as a percent for people: `250` → `2.5`, `-3` → `-0.03`. */
export function formatPercent(bps: bigint): string {
  const sign = bps < 0n ? '-' : '';
  const abs = bps < 0n ? -bps : bps;
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${sign}${abs / 100n}${fraction ? `.${fraction}` : ''}`;
}
