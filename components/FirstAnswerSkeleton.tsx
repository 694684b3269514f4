import { FIRST_ANSWER_SLOT_ATTRIBUTE, type FirstAnswerSlot } from '../data/firstAnswers.ts';
import './dataViews.css';

/**
 * A skeleton the edge may fill with text it already has (data/firstAnswers.ts). The shell's HTML has
 * no text here; React keeps the edge's when it hydrates, until the page renders the same text itself.
 */
export function FirstAnswerSkeleton({
  slot,
  width,
  height = '1em',
}: {
  slot: FirstAnswerSlot;
  width: number | string;
  height?: number | string;
}) {
  return (
    <span
      className="skeleton"
      style={{ width, height }}
      aria-hidden="true"
      {...{ [FIRST_ANSWER_SLOT_ATTRIBUTE]: slot }}
      suppressHydrationWarning
    >
      {''}
    </span>
  );
}
