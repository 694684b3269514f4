import type { Address } from 'viem';
import { formatFeeTier } from '../../data/feeTier.ts';
import { V2_FEE } from '../../protocol/feeTiers.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import { NATIVE_ETH, type SwapCurrency, sameAddress, v4CurrencyAddress } from '../../trading/swapCurrency.ts';
import type { RouteSlice } from '../../trading/swapRoutes.ts';

/**
 * `V3 · USDC → WETH (0.05%)`, `V2 + V3 · UNI → WETH → LINK (0.3%, 0.05%)`, `WETH9 wrap`; a split in
 * words, one slice after another: `60 % V3 0.05% · 40 % V2 0.3% via DAI`.
 */
export function routeText(quote: SwapQuote): string {
  const [only, ...others] = quote.slices;
  if (!only) return quote.kind === 'wrap' ? 'Wrap through WETH9 (1:1)' : 'Unwrap through WETH9 (1:1)';
  if (others.length > 0) return quote.slices.map((slice) => sliceText(quote, slice)).join(' · ');
  const { route } = only;
  const symbols = route.path.map((address, index) =>
    // ETH trades as WETH in V2 and V3 pools; the trader still pays or receives ETH.
    index === 0 && quote.input.address === null
      ? 'ETH'
      : index === route.path.length - 1 && quote.output.address === null
        ? 'ETH'
        : hopSymbol(address, quote.input, quote.output),
  );
  const fees = route.pools.map((pool) => formatFeeTier(pool.version === 'V2' ? V2_FEE : pool.fee));
  return `${versionsText(only)} · ${symbols.join(' → ')} (${fees.join(', ')})`;
}

/**
 * `40 % V2 0.3% via DAI`: one slice of a split, its share, its pools' versions and fees, its hops. The
 * share's number and sign are held together (a no-break space): a line never starts with a lone `%`.
 */
export function sliceText(quote: SwapQuote, slice: RouteSlice): string {
  const fees = slice.route.pools.map((pool) => formatFeeTier(pool.version === 'V2' ? V2_FEE : pool.fee));
  const hops = slice.route.path.slice(1, -1).map((address) => hopSymbol(address, quote.input, quote.output));
  return `${slice.percent}\u00a0% ${versionsText(slice)} ${fees.join(', ')}${hops.length > 0 ? ` via ${hops.join(', ')}` : ''}`;
}

/** `V3`, or `V2 + V3` for a route that passes between versions. */
function versionsText(slice: RouteSlice): string {
  return [...new Set(slice.route.pools.map((pool) => pool.version))].join(' + ');
}

export function hopSymbol(address: Address, input: SwapCurrency, output: SwapCurrency): string {
  if (sameAddress(address, v4CurrencyAddress(NATIVE_ETH))) return 'ETH';
  for (const currency of [input, output])
    if (currency.address && sameAddress(currency.address, address)) return currency.symbol;
  for (const [symbol, token] of Object.entries(WELL_KNOWN_TOKENS))
    if (sameAddress(address, token)) return symbol;
  return `${address.slice(0, 6)}…`;
}

/** One slice's way as the diagram draws it: each pool (`V3 0.05%`) with the token between two pools. */
export function sliceSteps(
  quote: SwapQuote,
  slice: RouteSlice,
): { kind: 'pool' | 'hop'; text: string; key: string }[] {
  return slice.route.pools.flatMap((pool, index) => {
    const step = {
      kind: 'pool' as const,
      key: pool.version === 'V4' ? pool.poolId : pool.address,
      text: `${pool.version} ${formatFeeTier(pool.version === 'V2' ? V2_FEE : pool.fee)}`,
    };
    const next = slice.route.path[index + 1];
    return index < slice.route.pools.length - 1 && next
      ? [step, { kind: 'hop' as const, key: `hop-${next}`, text: hopSymbol(next, quote.input, quote.output) }]
      : [step];
  });
}
