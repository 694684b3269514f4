import { mutate } from 'swr';
import { FIRST_ANSWERS_ELEMENT_ID, parseFirstAnswers } from '../firstAnswers.ts';

/**
 * Before hydration: the answers the edge sent with the page (data/firstAnswers.ts) go into the query
 * cache, so the first render that asks for them has them at once. The element is removed so that a
 * later client-side navigation never reads it again.
 */
export function primeFirstAnswers(): void {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return;
  for (const { key, data } of parseFirstAnswers(element.textContent)) {
    void mutate(key, data, { revalidate: false });
  }
  element.remove();
}
