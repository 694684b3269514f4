/**
 * A transaction's token quantity as the Data API prints it: a signed decimal string with the token's
 * own decimals, at most 8 after the point. One home for that rule, for generated and indexed rows alike.
 */
export function quantityDigits(decimals: number): number {
  return Math.min(decimals, 8);
}

/** A generated amount (whole tokens, a float by nature of the model) printed as a quantity. */
export function quantityFromAmount(amount: number, decimals: number): string {
  if (!Number.isFinite(amount)) return '0';
  return amount.toFixed(quantityDigits(decimals));
}

/** An on-chain amount in the token's smallest unit, printed exactly (rounded half away from zero). */
export function quantityFromRaw(raw: bigint, decimals: number): string {
  const digits = quantityDigits(decimals);
  const dropped = 10n ** BigInt(decimals - digits);
  const magnitude = raw < 0n ? -raw : raw;
  const kept = (magnitude + dropped / 2n) / dropped;
  const unit = 10n ** BigInt(digits);
  const whole = (kept / unit).toString();
  const fraction = digits > 0 ? `.${(kept % unit).toString().padStart(digits, '0')}` : '';
  return `${raw < 0n ? '-' : ''}${whole}${fraction}`;
}
