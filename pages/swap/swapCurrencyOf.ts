import { chainTokenLabels } from '../../components/chainTokenLabels.ts';
import type { SwapTokenData } from '../../data/hooks/useSwapTokens.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { NATIVE_ETH } from '../../trading/swapCurrency.ts';

/** A Data API token as a swap currency (the native token, address `null`, is ETH). */
export function swapCurrencyOf(token: SwapTokenData): SwapCurrency {
  const usdPrice = token.market?.price?.value;
  if (!token.address) return { ...NATIVE_ETH, logoUrl: token.project?.logoUrl, usdPrice };
  return {
    usdPrice,
    address: token.address as `0x${string}`,
    symbol: token.symbol ?? '???',
    name: token.name ?? token.symbol ?? 'Unknown token',
    decimals: token.decimals ?? 18,
    logoUrl: token.project?.logoUrl,
  };
}

/** A token read from its contract (pasted, imported or in a link) as a swap currency. */
export function swapCurrencyOfChainToken(token: {
  address: `0x${string}`;
  symbol: string | null;
  name: string | null;
  decimals: number;
}): SwapCurrency {
  return { address: token.address, ...chainTokenLabels(token), decimals: token.decimals };
}
