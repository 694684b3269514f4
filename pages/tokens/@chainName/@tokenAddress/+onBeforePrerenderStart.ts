import { TOKENS_TOKEN_PAGE } from '../../../../preview/pagePaths.ts';
import { popularTokenPages } from '../../../token/popularTokenPages.ts';

export const onBeforePrerenderStart = () => popularTokenPages(TOKENS_TOKEN_PAGE);
