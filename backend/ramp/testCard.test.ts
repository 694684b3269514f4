import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../data/rampApi.ts';
import { cardVerdict } from './testCard.ts';

const NOW = Date.UTC(2026, 10, 27);
const card = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc });

describe('the local test provider’s card check', () => {
  it('approves the approved test card and declines the declined one', () => {
    expect(cardVerdict(card(TEST_CARDS.approved), NOW)).toEqual({ kind: 'approved' });
    expect(cardVerdict(card(TEST_CARDS.declined), NOW)).toEqual({ kind: 'declined' });
  });

  it('refuses a malformed number, a past expiry, a bad CVC and any card that is not a test card', () => {
    expect(cardVerdict(card('4242 4242 4242 4241'), NOW)).toMatchObject({
      reason: 'The card number is not valid.',
    });
    expect(cardVerdict(card(TEST_CARDS.approved, '10/26'), NOW)).toMatchObject({
      reason: 'The card has expired.',
    });
    expect(cardVerdict(card(TEST_CARDS.approved, '11/26'), NOW)).toEqual({ kind: 'approved' });
    expect(cardVerdict(card(TEST_CARDS.approved, '13/30'), NOW)).toMatchObject({ kind: 'refused' });
    expect(cardVerdict(card(TEST_CARDS.approved, '12/30', '12'), NOW)).toMatchObject({ kind: 'refused' });
    // A well-formed real-looking number (Luhn-valid) is still refused.
    expect(cardVerdict(card('5555 5555 5555 4444'), NOW)).toMatchObject({
      reason: expect.stringContaining('only test cards'),
    });
  });
});
