import type { ProposalDetails } from '../../../data/hooks/useProposals.ts';
import { proposalActionWords } from '../proposalActionWords.ts';

/** A proposal's actions in words (their calldata decoded: the ABI decoder comes with this list). */
export function ProposalActions({ actions }: { actions: ProposalDetails['actions'] }) {
  return (
    <ol className="proposal-actions" data-testid="proposal-actions">
      {actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a proposal's actions never change order.
        <li key={index}>{proposalActionWords(action)}</li>
      ))}
    </ol>
  );
}
