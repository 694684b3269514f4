import type { Address } from 'viem';

/** What a swap field holds: the chain's native currency (`address: null`, ETH) or an ERC-20 token. */
export interface SwapCurrency {
  address: Address | null;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl?: string | null | undefined;
  /** The Data API's USD price when the currency came from it: for display only, never for amounts. */
  usdPrice?: number | null | undefined;
}

export const NATIVE_ETH: SwapCurrency = { address: null, symbol: 'ETH', name: 'Ether', decimals: 18 };

export function isNative(currency: SwapCurrency): boolean {
  return currency.address === null;
}

/** Whether the currency is the chain's wrapped native token (`weth`: its WETH9, from the chain's protocol addresses). */
export function isWeth(currency: SwapCurrency, weth: Address): boolean {
  return currency.address !== null && sameAddress(currency.address, weth);
}

/** The ERC-20 a V2 or V3 pool holds for this currency: ETH trades as WETH there. */
export function wrappedAddress(currency: SwapCurrency, weth: Address): Address {
  return currency.address ?? weth;
}

/**
 * Native ETH in V4 pool keys: the zero address. Written here rather than taken from viem so the swap
 * screen's first load imports no viem module (any would share a chunk with the send page's viem code).
 */
const V4_NATIVE_ADDRESS: Address = '0x0000000000000000000000000000000000000000';

/** How a V4 pool names this currency: native ETH is the zero address there. */
export function v4CurrencyAddress(currency: SwapCurrency): Address {
  return currency.address ?? V4_NATIVE_ADDRESS;
}

export function sameCurrency(a: SwapCurrency, b: SwapCurrency): boolean {
  if (a.address === null || b.address === null) return a.address === b.address;
  return sameAddress(a.address, b.address);
}

/** ETH and WETH: a swap between them is a plain wrap or unwrap through WETH9, never a pool. */
export function isWrapPair(input: SwapCurrency, output: SwapCurrency, weth: Address): boolean {
  return (isNative(input) && isWeth(output, weth)) || (isWeth(input, weth) && isNative(output));
}

/** A currency's identity as text (cache keys): `ETH`, or the token address in lower case. */
export function currencyKey(currency: SwapCurrency): string {
  return currency.address ? currency.address.toLowerCase() : 'ETH';
}

/** Addresses compared without their checksum case (no hashing: this runs on every render). */
export function sameAddress(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * One asset whatever a protocol calls it: ETH is WETH in V2 and V3 and the zero address in V4, and a
 * route may pass from one to the other (the Universal Router wraps and unwraps between its steps).
 */
export function assetKey(address: Address, weth: Address): string {
  return sameAddress(address, V4_NATIVE_ADDRESS) ? weth.toLowerCase() : address.toLowerCase();
}
