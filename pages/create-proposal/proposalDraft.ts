import { type Address, getAddress, isAddress } from 'viem';
import { parseTokenAmount } from '../../components/tokenAmounts.ts';
import { type ProposalAction, treasuryTransferAction } from '../../trading/governanceCalls.ts';

/** What the form holds: a title, a Markdown body, and transfers of UNI out of the treasury. */
export interface ProposalDraft {
  title: string;
  body: string;
  transfers: { recipient: string; amount: string }[];
}

export type CheckedDraft =
  | { ok: true; description: string; actions: ProposalAction[] }
  | { ok: false; problems: string[] };

/** GovernorAlpha's `proposalMaxOperations`. */
export const MAX_ACTIONS = 10;
const UNI_DECIMALS = 18;
/** Bounds of what anyone may write into the chain's storage through the form. */
export const MAX_TITLE = 120;
export const MAX_BODY = 10_000;

/**
 * A draft checked before anything is sent, each problem said in words (an address that is not one,
 * an amount that is not one, more UNI than the treasury holds). The description is the title as a
 * Markdown heading, then the body: the first line of a proposal names it everywhere.
 */
export function checkProposalDraft(draft: ProposalDraft, treasuryBalance: bigint | undefined): CheckedDraft {
  const problems: string[] = [];
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (!title) problems.push('Give the proposal a title.');
  else if (title.length > MAX_TITLE) problems.push(`Keep the title within ${MAX_TITLE} characters.`);
  if (!body) problems.push('Describe what the proposal does and why.');
  else if (body.length > MAX_BODY) problems.push(`Keep the description within ${MAX_BODY} characters.`);
  if (draft.transfers.length === 0) problems.push('Add at least one action.');
  if (draft.transfers.length > MAX_ACTIONS) problems.push(`A proposal takes at most ${MAX_ACTIONS} actions.`);
  const actions: ProposalAction[] = [];
  let total = 0n;
  draft.transfers.forEach(({ recipient, amount }, index) => {
    const which = draft.transfers.length > 1 ? `Action ${index + 1}: ` : '';
    const to = recipient.trim();
    const raw = parseTokenAmount(amount, UNI_DECIMALS);
    // A mixed-case address must carry a right checksum (EIP-55): a typo in one is caught, not sent.
    if (!isAddress(to, { strict: true }))
      problems.push(`${which}the recipient must be an address: 0x and 40 hexadecimal characters.`);
    if (raw === undefined || raw === 0n) problems.push(`${which}enter an amount of UNI greater than 0.`);
    if (isAddress(to, { strict: true }) && raw) {
      actions.push(treasuryTransferAction(getAddress(to) as Address, raw));
      total += raw;
    }
  });
  if (treasuryBalance !== undefined && total > treasuryBalance)
    problems.push('The treasury holds less UNI than these transfers add up to.');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, description: `# ${title}\n\n${body}`, actions };
}
