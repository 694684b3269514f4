import type { Chain } from '../chains.ts';
import type { HistoryDuration, ResultOf } from '../graphql.ts';
import { TopTokens } from '../operations/topTokens.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiPages } from './useDataApiPages.ts';

export type TopToken = NonNullable<NonNullable<ResultOf<typeof TopTokens>['topTokens']>[number]>;
/** The spans the tokens table sorts volume over: the schema's durations but the finest and the whole history. */
export type VolumeDuration = Exclude<HistoryDuration, 'FIVE_MINUTE' | 'MAX'>;

/** The spec's page size for top tokens. */
export const TOP_TOKENS_PAGE_SIZE = 100;
const PRICE_POLL_MS = 30_000;

export interface TopTokensPage {
  page: number;
  tokens: TopToken[];
  /** Only the first rows of the page (a prerendered page's head); the page is fetched whole on mount. */
  partial?: true;
}

/**
 * The head of a page for the HTML: the rows its table shows before the reader scrolls. The whole page
 * (100 rows with their sparklines: 330 KB of HTML, 300 ms of hydration on a phone) then loads in the
 * browser.
 */
export function prerenderedTokensPage(page: TopTokensPage, rowsShown: number): TopTokensPage {
  if (page.tokens.length <= rowsShown) return page;
  return { page: page.page, tokens: page.tokens.slice(0, rowsShown), partial: true };
}

/** A chain's top tokens by popularity, a page of 100 at a time, prices polled. */
export function useTopTokens(
  chain: Chain | undefined,
  volumeDuration: VolumeDuration,
  firstPage?: TopTokensPage,
) {
  return useDataApiPages<TopTokensPage, number>({
    key: chain ? `top-tokens:${chain}:${volumeDuration}` : null,
    firstPage: volumeDuration === 'DAY' ? firstPage : undefined,
    firstPageIsPartial: firstPage?.partial === true,
    refreshInterval: PRICE_POLL_MS,
    nextCursor: (page) => (page.tokens.length < TOP_TOKENS_PAGE_SIZE ? null : page.page + 1),
    loadPage: (page) => loadTopTokens(chain as Chain, page ?? 1, volumeDuration),
  });
}

export async function loadTopTokens(chain: Chain, page: number, volumeDuration: VolumeDuration = 'DAY') {
  const data = await appDataApi.request(
    TopTokens,
    { chain, page, pageSize: TOP_TOKENS_PAGE_SIZE, orderBy: 'POPULARITY', volumeDuration },
    { method: 'GET' },
  );
  return { page, tokens: (data.topTokens ?? []).filter((t) => t !== null) };
}
