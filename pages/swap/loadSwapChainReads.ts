/** The chain reads of the swap screen (viem and the quoting code), fetched once when first needed. */
export const loadSwapChainReads = () => import('./swapChainReads.ts');
