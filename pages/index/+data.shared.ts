import type { PageContext } from 'vike/types';
import { homeData } from './homeData.ts';

export const data = (pageContext: PageContext) => homeData(pageContext);
