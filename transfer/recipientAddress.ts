import { type Address, getAddress, isAddress, zeroAddress } from 'viem';
import { isEvmAddress } from '../data/addressPatterns.ts';

export type RecipientCheck =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'valid'; address: Address };

/**
 * What a typed recipient is. An address in mixed case carries a checksum (EIP-55) that must match, so
 * a mistyped letter is caught; one in a single case has none and is taken as it is, then shown
 * checksummed. The zero address is refused: whatever is sent there is lost.
 */
export function checkRecipient(text: string): RecipientCheck {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (!isEvmAddress(typed))
    return { kind: 'invalid', message: 'Not an address: an address is 0x followed by 40 hex characters.' };
  if (!isAddress(typed, { strict: true }))
    return {
      kind: 'invalid',
      message: "This address's capital letters do not match its checksum: check it for a typo.",
    };
  const address = getAddress(typed);
  if (address === zeroAddress)
    return { kind: 'invalid', message: 'That is the zero address: anything sent there is lost for good.' };
  return { kind: 'valid', address };
}
