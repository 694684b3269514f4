import { EXPLORE_CHAIN_PAGES } from '../../../../preview/pagePaths.ts';
import { exploreChainUrls } from '../../../explore/exploreChainUrls.ts';

/** The view of every listed chain is prerendered (its data is fetched by +data per URL). */
export const onBeforePrerenderStart = () => exploreChainUrls(EXPLORE_CHAIN_PAGES.transactions);
