export { poolPageData as data } from '../../../../pool/poolPageData.ts';
