import { popularTokenPages } from '../../../token/popularTokenPages.ts';

export const onBeforePrerenderStart = () => popularTokenPages('/tokens');
