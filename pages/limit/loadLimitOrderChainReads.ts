/** The limit-order pages' chain code (viem, the order and its signature), fetched once when first needed. */
export const loadLimitOrderChainReads = () => import('./limitOrderChainReads.ts');
