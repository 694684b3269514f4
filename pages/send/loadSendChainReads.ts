/** The chain reads of the send form (viem), fetched once when first needed: not part of /send's first load. */
export const loadSendChainReads = () => import('./sendChainReads.ts');
