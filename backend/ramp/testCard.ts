import { type RampCard, TEST_CARDS } from '../../data/rampApi.ts';

/** What the local test provider makes of a card: approved, declined (a test card), or refused outright. */
export type CardVerdict = { kind: 'approved' } | { kind: 'declined' } | { kind: 'refused'; reason: string };

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/**
 * Checks a card as a processor's test mode does: a well-formed number (Luhn), an expiry not past and a
 * CVC; then only the test numbers go further, the declined one declined. No real card is ever charged.
 */
export function cardVerdict(card: RampCard, now: number): CardVerdict {
  const number = digitsOf(card.number);
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return { kind: 'refused', reason: 'The card number is not valid.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12)
    return { kind: 'refused', reason: 'Enter the expiry date as MM/YY.' };
  // A card is good to the last day of its month.
  if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now)
    return { kind: 'refused', reason: 'The card has expired.' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'refused', reason: 'Enter the 3 or 4 digit CVC.' };
  if (number === digitsOf(TEST_CARDS.declined)) return { kind: 'declined' };
  if (number === digitsOf(TEST_CARDS.approved)) return { kind: 'approved' };
  return {
    kind: 'refused',
    reason: `The local test provider takes only test cards: use ${TEST_CARDS.approved}.`,
  };
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
