export { tokenLaunchPages as onBeforePrerenderStart } from '../../../toucan/tokenLaunchPages.ts';
