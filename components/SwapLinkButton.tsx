import { type Chain, isTradedChain } from '../data/chains.ts';
import { type SwapLink, swapPagePath } from '../preview/pagePaths.ts';

/**
 * The Swap button of a token or pool page: a plain link to `/swap` prefilled (no trading code on
 * pages that do not trade). Absent on chains this app cannot trade on, so it is never a dead end.
 */
export function SwapLinkButton({ chain, link, label }: { chain: Chain; link: SwapLink; label: string }) {
  if (!isTradedChain(chain)) return null;
  return (
    <a className="button swap-link-button" href={swapPagePath(chain, link)} aria-label={label}>
      Swap
    </a>
  );
}
