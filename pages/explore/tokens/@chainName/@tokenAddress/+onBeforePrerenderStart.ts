import { popularTokenPages } from '../../../../token/popularTokenPages.ts';

export const onBeforePrerenderStart = () => popularTokenPages('/explore/tokens');
