import { TOKENS_CHAIN_PAGE } from '../../../preview/pagePaths.ts';
import { exploreChainUrls } from '../../explore/exploreChainUrls.ts';

/** The view of every listed chain is prerendered (its data is fetched by +data per URL). */
export const onBeforePrerenderStart = () => exploreChainUrls(TOKENS_CHAIN_PAGE);
