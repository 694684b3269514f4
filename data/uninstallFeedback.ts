/**
 * The feedback the browser extension's uninstall page sends to the embedded backend
 * (backend/extension/): the reasons offered, the bounds, and the one path.
 */

export const UNINSTALL_FEEDBACK_PATH = '/extension/uninstall-feedback';

export const UNINSTALL_REASONS = {
  'not-using': 'I don’t use it enough',
  'missing-feature': 'It is missing something I need',
  problems: 'It didn’t work as expected',
  'other-wallet': 'I use another wallet',
  privacy: 'Privacy or security concerns',
  other: 'Something else',
} as const;

export type UninstallReason = keyof typeof UNINSTALL_REASONS;

export const UNINSTALL_COMMENT_MAX_LENGTH = 1000;
export const UNINSTALL_BODY_MAX_BYTES = 8 * 1024;

export interface UninstallFeedback {
  reasons: UninstallReason[];
  comment: string;
}

export function isUninstallReason(value: unknown): value is UninstallReason {
  return typeof value === 'string' && Object.hasOwn(UNINSTALL_REASONS, value);
}

/** Why the feedback cannot be sent as it is, or `undefined` when it can. */
export function uninstallFeedbackProblem({ reasons, comment }: UninstallFeedback): string | undefined {
  if (reasons.length === 0 && !comment.trim()) return 'Choose a reason or write a few words.';
  if ([...comment].length > UNINSTALL_COMMENT_MAX_LENGTH)
    return `Write at most ${UNINSTALL_COMMENT_MAX_LENGTH} characters.`;
  return undefined;
}
