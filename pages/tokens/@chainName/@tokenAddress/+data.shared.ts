export { tokenPageData as data } from '../../../token/tokenPageData.ts';
