import { formatTokenAmount } from '../../components/tokenAmounts.ts';

const UNI_DECIMALS = 18;

/** Votes and UNI amounts (raw units, as bigint or the Data API's decimal string) as text: `1,234.5 UNI`. */
export function uniAmount(raw: bigint | string): string {
  return `${formatTokenAmount(BigInt(raw), UNI_DECIMALS, 6)} UNI`;
}
