/**
 * A long-tail page is a shell shared by every address of its route, and its own data could only be
 * asked for once the scripts had run. The edge asks the Data API while the shell streams and sends the
 * answer with the page: as text in the skeleton that will show it (painted before any script), and as
 * JSON the app's cache starts from (so hydration shows the same text without asking again).
 */

/** The element (`<script type="application/json">`) holding the answers, keyed by `dataApiQueryKey`. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** The attribute naming a skeleton the edge may fill with its text; its value is one of the slots. */
export const FIRST_ANSWER_SLOT_ATTRIBUTE = 'data-first-answer';

export const FIRST_ANSWER_SLOTS = {
  /** The portfolio's total value, its largest text. */
  portfolioTotal: 'portfolio-total',
  /** A token page's heading, symbol, price (its largest text on a phone) and description (on a desktop). */
  tokenName: 'token-name',
  tokenSymbol: 'token-symbol',
  tokenPrice: 'token-price',
  tokenDescription: 'token-description',
  /** A pool page's pair, and its read-only note where the pool's listing says it (often its largest text). */
  poolPair: 'pool-pair',
  poolReadOnlyNote: 'pool-read-only-note',
  /** A position page's NFT picture (its largest paint): filled with markup, not text. */
  positionImage: 'position-image',
  /** A proposal page's title and its description's first paragraph, as plain text (its largest text). */
  proposalTitle: 'proposal-title',
  proposalSummary: 'proposal-summary',
} as const;

export type FirstAnswerSlot = (typeof FIRST_ANSWER_SLOTS)[keyof typeof FIRST_ANSWER_SLOTS];

export interface FirstAnswer {
  key: string;
  data: unknown;
}

/**
 * The answers as a script element. The data comes from the Data API: `<` is escaped so that no string
 * in it can close the element, and the line separators JavaScript once refused are escaped too.
 */
export function firstAnswersScript(answers: readonly FirstAnswer[]): string {
  const json = JSON.stringify(answers)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/** The answers of a page's element text; nothing for a missing or malformed element. */
export function parseFirstAnswers(text: string | null | undefined): FirstAnswer[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is FirstAnswer =>
            typeof item === 'object' && item !== null && typeof item.key === 'string' && 'data' in item,
        )
      : [];
  } catch {
    return [];
  }
}
