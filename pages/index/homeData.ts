import type { PageContext } from 'vike/types';
import {
  type HomeToken,
  loadCollectionPromo,
  loadHomeScreenTokens,
  loadTokenPromo,
  type PromotedCollections,
  type PromotedToken,
} from '../../data/hooks/useHomeTokens.ts';
import { type ExploreData, exploreData } from '../explore/exploreData.ts';
import {
  HOME_CHAIN,
  HOME_SCREEN_TOKENS,
  PROMOTED_COLLECTIONS,
  PROMOTED_TOKEN_ADDRESS,
} from './homeContent.ts';

/** What the prerendered home page prints: the promos and the home screen's tokens, at build time. */
export interface HomePicks {
  promotedToken: PromotedToken | null;
  collections: PromotedCollections;
  tokens: HomeToken[];
}

export type HomeData = ExploreData & { home?: HomePicks };

/**
 * The home page: the explore tokens table's data, and at build the promos and home-screen tokens (so
 * the HTML shows them); in the browser those load through their hooks. Favourites are this browser's
 * own and never prerendered.
 */
export async function homeData(pageContext: PageContext): Promise<HomeData> {
  const explore = await exploreData('tokens', pageContext);
  if (typeof window !== 'undefined') return explore;
  const [promotedToken, collections, tokens] = await Promise.all([
    loadTokenPromo(HOME_CHAIN, PROMOTED_TOKEN_ADDRESS),
    loadCollectionPromo(PROMOTED_COLLECTIONS),
    loadHomeScreenTokens(HOME_CHAIN, HOME_SCREEN_TOKENS),
  ]);
  return { ...explore, home: { promotedToken, collections, tokens } };
}
