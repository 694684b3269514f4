import { describe, expect, it } from 'vitest';
import {
  FIRST_ANSWER_SLOT_ATTRIBUTE,
  FIRST_ANSWER_SLOTS,
  parseFirstAnswers,
} from '../../data/firstAnswers.ts';
import { positionDetailsKey } from '../../data/positionDetails.ts';
import { positionImageMarkup } from '../../data/positionImageMarkup.ts';
import {
  GOOD_POSITION_PICTURE,
  HOSTILE_POSITION_PICTURE,
  OVERSIZED_POSITION_PICTURE,
} from './fixtureData.ts';
import { workerFetch } from './workerFetch.ts';

const SLOT = `${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.positionImage}">`;
const SKELETON = '<span class="skeleton" style="width:290px;height:500px" aria-hidden="true"></span>';

/** A position page's HTML as the edge sends it, and the slot's content. */
async function positionPage(version: 'v3' | 'v4', id: string) {
  const response = await workerFetch(`/positions/${version}/ethereum/${id}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf(SLOT);
  expect(start).toBeGreaterThan(-1);
  const slot = html.slice(start + SLOT.length, html.indexOf('</figure>', start));
  const answers = parseFirstAnswers(
    /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)?.[1],
  );
  return { html, slot, answers };
}

describe('a position page at the edge', () => {
  it.each(['v3', 'v4'] as const)(
    'carries the %s NFT’s picture in its slot, and the answer the page starts from',
    async (version) => {
      const { slot, answers } = await positionPage(version, '7001');
      expect(slot).toBe(
        `<img src="${GOOD_POSITION_PICTURE}" width="290" height="500" alt="Position NFT #7001">`,
      );
      // The page's own query and variables, so it hydrates with this answer and sets the same markup.
      const key = positionDetailsKey({ chain: 'ETHEREUM', version, id: '7001', withImage: true });
      expect(answers.map((answer) => answer.key)).toEqual([key]);
      expect(answers[0]?.data).toMatchObject({ version, id: '7001', image: GOOD_POSITION_PICTURE });
    },
  );

  it('escapes a picture whose text would leave the attribute', async () => {
    const { html, slot } = await positionPage('v3', '7002');
    expect(slot).toBe(positionImageMarkup(HOSTILE_POSITION_PICTURE, '7002'));
    expect(slot).toMatch(/^<img src="[^"<>]*" width="290" height="500" alt="Position NFT #7002">$/);
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('" onerror="');
  });

  it('refuses an oversized, non-SVG, remote or HTML picture: the slot keeps its skeleton, the answer has none', async () => {
    for (const id of ['7003', '7004', '7005', '7006', '7007']) {
      const { html, slot, answers } = await positionPage('v3', id);
      expect(slot, id).toBe(SKELETON);
      expect(html, id).not.toContain('<img');
      expect(answers[0]?.data, id).toMatchObject({ id, image: null });
    }
    const { html } = await positionPage('v3', '7003');
    expect(html.length).toBeLessThan(OVERSIZED_POSITION_PICTURE.length);
  });

  it('leaves the slot as built for a position no one holds', async () => {
    const { slot, answers } = await positionPage('v3', '999');
    expect(slot).toBe(SKELETON);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.data).toBeNull();
  });
});
