import { describe, expect, it } from 'vitest';
import { checkRecipient } from './recipientAddress.ts';

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('recipient address', () => {
  it('accepts a checksummed address and a single-case one, giving back the checksummed form', () => {
    expect(checkRecipient(CHECKSUMMED)).toEqual({ kind: 'valid', address: CHECKSUMMED });
    expect(checkRecipient(` ${CHECKSUMMED.toLowerCase()} `)).toEqual({ kind: 'valid', address: CHECKSUMMED });
  });

  it('refuses a mixed-case address whose checksum does not match (one letter changed case)', () => {
    const typo = CHECKSUMMED.replace('C51812', 'c51812');
    expect(checkRecipient(typo)).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('checksum'),
    });
  });

  it('refuses what is not an address, and the zero address', () => {
    expect(checkRecipient('vitalik.eth')).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('40 hex'),
    });
    expect(checkRecipient(CHECKSUMMED.slice(0, -1))).toMatchObject({ kind: 'invalid' });
    expect(checkRecipient(`0x${'0'.repeat(40)}`)).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('zero'),
    });
    expect(checkRecipient('  ')).toEqual({ kind: 'empty' });
  });
});
