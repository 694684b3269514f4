import { useEffect, useState } from 'react';
import type { checkRecipient, RecipientCheck } from '../../transfer/recipientAddress.ts';

const EMPTY: RecipientCheck = { kind: 'empty' };

/**
 * The typed recipient, checked (EIP-55 needs viem's keccak). The check loads after the page is
 * interactive, so that viem is not part of /send's first load; until then nothing typed is taken.
 */
export function useRecipientCheck(text: string): RecipientCheck {
  const [check, setCheck] = useState<typeof checkRecipient>();
  useEffect(() => {
    let current = true;
    import('../../transfer/recipientAddress.ts').then(
      (module) => current && setCheck(() => module.checkRecipient),
      // Offline before the chunk was cached: the field stays unchecked and the button says so.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return check ? check(text) : EMPTY;
}
