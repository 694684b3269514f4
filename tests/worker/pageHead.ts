import { decode } from 'html-entities';
import { FIRST_ANSWERS_ELEMENT_ID, parseFirstAnswers } from '../../data/firstAnswers.ts';

/** A page's title and meta tags in document order, decoded (HTMLRewriter hands their text over raw). */
export async function headOf(page: Response | string) {
  const response =
    typeof page === 'string' ? new Response(page, { headers: { 'Content-Type': 'text/html' } }) : page;
  const metas: Record<string, string>[] = [];
  let title = '';
  await new HTMLRewriter()
    .on('meta', {
      element(element) {
        const attribute = (name: string) => decode(element.getAttribute(name) ?? undefined);
        metas.push({
          property: attribute('property'),
          name: attribute('name'),
          content: attribute('content'),
        });
      },
    })
    .on('title', {
      text(text) {
        title += text.text;
      },
    })
    .transform(response)
    .arrayBuffer();
  const content = (key: string) =>
    metas.filter((meta) => meta.property === key || meta.name === key).map((meta) => meta.content);
  return { metas, title: decode(title), content };
}

/** The answers a long-tail page carries for the app's cache (data/firstAnswers.ts). */
export function firstAnswersOf(html: string) {
  return parseFirstAnswers(
    new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )?.[1],
  );
}
