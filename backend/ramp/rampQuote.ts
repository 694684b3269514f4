import { formatUnits, parseUnits } from 'viem';
import type { RampDirection } from '../../data/rampApi.ts';
import { RequestProblem } from '../jsonEndpoint.ts';

/** Fiat money is counted in hundredths (cents), exactly. */
const FIAT_DECIMALS = 2;
/** A rate (fiat per whole token) is fixed-point with this many decimals. */
export const RATE_DECIMALS = 18;

/** The local test provider's price list: a share of the amount, never under a floor. */
export interface RampFees {
  /** In basis points of the fiat amount, rounded up to the cent. */
  bps: bigint;
  /** In cents of the order's currency. */
  minimumCents: bigint;
}

/** What an order settles to, every figure exact. */
export interface RampPrice {
  fiatCents: bigint;
  feeCents: bigint;
  /** Buy: what is left to buy the token with; sell: what is paid out. */
  netCents: bigint;
  rateUnits: bigint;
  tokenAmount: bigint;
}

/** The largest order the local test provider takes, in cents of any currency. */
const MAX_FIAT_CENTS = 100_000_000n;

/**
 * Prices an order exactly: the fiat typed (decimal text) in cents, the fee rounded up to the cent, and
 * the token amount in base units rounded down, so the provider never gives more than it was paid for.
 * Buy: the fee comes off the amount and the rest buys the token; sell: the token worth the amount is
 * taken and the amount less the fee is paid out. Throws a RequestProblem in words a person can act on.
 */
export function priceRampOrder({
  direction,
  fiatAmount,
  rateUnits,
  tokenDecimals,
  fees,
}: {
  direction: RampDirection;
  fiatAmount: string;
  rateUnits: bigint;
  tokenDecimals: number;
  fees: RampFees;
}): RampPrice {
  const fiatCents = fiatCentsOf(fiatAmount);
  const shareCents = (fiatCents * fees.bps + 9_999n) / 10_000n;
  const feeCents = shareCents > fees.minimumCents ? shareCents : fees.minimumCents;
  if (fiatCents <= feeCents)
    throw new RequestProblem(400, `The amount must be more than the fee of ${fiatText(feeCents)}.`);
  if (fiatCents > MAX_FIAT_CENTS)
    throw new RequestProblem(400, `The amount can be at most ${fiatText(MAX_FIAT_CENTS)}.`);
  if (rateUnits <= 0n) throw new RequestProblem(400, 'This token has no price to trade at.');
  const netCents = fiatCents - feeCents;
  const tokenCents = direction === 'buy' ? netCents : fiatCents;
  const tokenAmount =
    (tokenCents * 10n ** BigInt(tokenDecimals) * 10n ** BigInt(RATE_DECIMALS)) /
    (rateUnits * 10n ** BigInt(FIAT_DECIMALS));
  if (tokenAmount === 0n) throw new RequestProblem(400, 'The amount is too small to buy any of this token.');
  return { fiatCents, feeCents, netCents, rateUnits, tokenAmount };
}

/** Decimal text with up to two decimals (`"25"`, `"25.5"`, `"25.50"`) in cents; anything else is refused. */
export function fiatCentsOf(text: string): bigint {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed))
    throw new RequestProblem(400, 'Enter the amount as a number with at most two decimals.');
  return parseUnits(trimmed, FIAT_DECIMALS);
}

/** Cents as decimal text with two decimals. */
export function fiatText(cents: bigint): string {
  const [whole, fraction = ''] = formatUnits(cents, FIAT_DECIMALS).split('.');
  return `${whole}.${fraction.padEnd(FIAT_DECIMALS, '0')}`;
}

/**
 * A market price (the Data API's dataset keeps prices as floating-point figures) as the exact fixed-point
 * rate an order is priced at: 12 significant digits, the rest zero. From here on every figure is exact.
 */
export function rateUnitsOf(fiatPerToken: number): bigint {
  if (!Number.isFinite(fiatPerToken) || fiatPerToken <= 0) return 0n;
  const [mantissa = '0', exponent = '0'] = fiatPerToken.toExponential(11).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = BigInt(`${whole}${fraction}`);
  const shift = BigInt(RATE_DECIMALS) + BigInt(exponent) - BigInt(fraction.length);
  return shift >= 0n ? digits * 10n ** shift : digits / 10n ** -shift;
}

/** A rate as decimal text (trailing zeros dropped). */
export function rateText(rateUnits: bigint): string {
  return formatUnits(rateUnits, RATE_DECIMALS);
}
