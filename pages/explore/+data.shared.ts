import type { PageContext } from 'vike/types';
import { exploreData } from './exploreData.ts';

export const data = (pageContext: PageContext) => exploreData('tokens', pageContext);
