export { default } from '../../../explore/tokens/@chainName/@tokenAddress/+preview.ts';
