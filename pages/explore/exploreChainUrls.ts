import { LISTED_CHAINS } from '../../data/chains.ts';
import { SHELL_PARAM } from '../../renderer/shellParams.ts';

/** Every chain of the filter, plus the long-tail shell, under an explore path prefix. */
export function exploreChainUrls(prefix: string): string[] {
  return [...LISTED_CHAINS.map((chain) => `${prefix}/${chain.urlName}`), `${prefix}/${SHELL_PARAM}`];
}
