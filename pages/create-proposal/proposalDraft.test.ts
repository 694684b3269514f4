import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { treasuryTransferAction } from '../../trading/governanceCalls.ts';
import { checkProposalDraft, MAX_ACTIONS } from './proposalDraft.ts';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const draft = (transfers = [{ recipient: RECIPIENT, amount: '1000' }]) => ({
  title: 'Fund the grants',
  body: 'Send **1,000 UNI** to the grants team.',
  transfers,
});

describe('checkProposalDraft', () => {
  it('turns a good draft into the description and the treasury transfers', () => {
    expect(checkProposalDraft(draft(), parseEther('5000'))).toEqual({
      ok: true,
      description: '# Fund the grants\n\nSend **1,000 UNI** to the grants team.',
      actions: [treasuryTransferAction(RECIPIENT, parseEther('1000'))],
    });
  });

  it.each([
    [{ ...draft(), title: '  ' }, 'Give the proposal a title.'],
    [{ ...draft(), body: '' }, 'Describe what the proposal does and why.'],
    [draft([]), 'Add at least one action.'],
    [
      draft([{ recipient: 'bob', amount: '1' }]),
      'the recipient must be an address: 0x and 40 hexadecimal characters.',
    ],
    // One letter's case changed: the checksum no longer holds.
    [
      draft([{ recipient: RECIPIENT.replace('C51', 'c51'), amount: '1' }]),
      'the recipient must be an address',
    ],
    [draft([{ recipient: RECIPIENT, amount: '0' }]), 'enter an amount of UNI greater than 0.'],
    [draft([{ recipient: RECIPIENT, amount: '-5' }]), 'enter an amount of UNI greater than 0.'],
    [draft([{ recipient: RECIPIENT, amount: '1e9' }]), 'enter an amount of UNI greater than 0.'],
    [draft([{ recipient: RECIPIENT, amount: '9000' }]), 'The treasury holds less UNI'],
    [
      draft(Array.from({ length: MAX_ACTIONS + 1 }, () => ({ recipient: RECIPIENT, amount: '1' }))),
      `at most ${MAX_ACTIONS} actions`,
    ],
  ])('refuses a bad draft in words (%#)', (bad, words) => {
    const checked = checkProposalDraft(bad, parseEther('5000'));
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems.join(' ')).toContain(words);
  });

  it('numbers the action at fault when there are several', () => {
    const checked = checkProposalDraft(
      draft([
        { recipient: RECIPIENT, amount: '1' },
        { recipient: '0x123', amount: '1' },
      ]),
      undefined,
    );
    expect(checked.ok ? [] : checked.problems).toEqual([
      'Action 2: the recipient must be an address: 0x and 40 hexadecimal characters.',
    ]);
  });
});
