import type { PageContext } from 'vike/types';
import { exploreData } from '../explore/exploreData.ts';

export const data = (pageContext: PageContext) => exploreData('tokens', pageContext);
