import { useMemo } from 'react';
import { FIRST_ANSWER_SLOT_ATTRIBUTE, FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import { POSITION_IMAGE_SIZE, positionImageMarkup } from '../../data/positionImageMarkup.ts';
import type { PositionRow } from '../../data/positionRow.ts';

const { width, height } = POSITION_IMAGE_SIZE;
const LOADING = `<span class="skeleton" style="width:${width}px;height:${height}px" aria-hidden="true"></span>`;
const UNREADABLE = '<p class="muted small">This position’s picture could not be read from the chain.</p>';

/**
 * The NFT's own picture, from the Data API's answer (its `tokenURI` read on the server); a skeleton
 * while the position loads. Drawn through `<img>` from an SVG data URL, so no
 * script in it can run.
 *
 * The edge writes the same `<img>` into this slot of the shell while it streams (worker/firstAnswer.ts),
 * so the picture paints with the HTML. The slot's content is markup React sets but never diffs: at
 * hydration React keeps the edge's markup in place of the skeleton it rendered (it does not patch
 * `dangerouslySetInnerHTML`, and `suppressHydrationWarning` keeps development builds quiet), and once
 * the page has the answer it sets the same markup itself. The figure stays mounted from the shell's
 * first render on, so nothing replaces the slot in between.
 */
export function PositionImage({ position }: { position: PositionRow | undefined }) {
  const html = position ? (positionImageMarkup(position.image, position.id) ?? UNREADABLE) : LOADING;
  // One object per markup: React sets the slot's HTML again only when the markup changes.
  const inner = useMemo(() => ({ __html: html }), [html]);
  return (
    <figure
      className="position-image"
      style={{ width }}
      {...{ [FIRST_ANSWER_SLOT_ATTRIBUTE]: FIRST_ANSWER_SLOTS.positionImage }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only positionImageMarkup's checked, escaped <img>, or this file's constants
      dangerouslySetInnerHTML={inner}
      suppressHydrationWarning
    />
  );
}
