import useSWR from 'swr';
import type { Address } from 'viem';
import type { TokenMetadata } from '../protocol/tokenMetadata.ts';

/** A pasted address read from the chain: not asked, being read, read, or the chain did not answer. */
export type TokenLookup =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; token: TokenMetadata }
  | { state: 'failed'; retry: () => void };

/**
 * Reads the token at `address` from the chain (through `read`, which the page brings: the page decides
 * how the chain is reached and when its code loads). `undefined` asks nothing: the text is no address,
 * or the token list already has it.
 */
export function useTokenLookup(
  address: Address | undefined,
  read: (address: Address) => Promise<TokenMetadata>,
): TokenLookup {
  const swr = useSWR(
    address ? ['token-lookup', address.toLowerCase()] : null,
    () => read(address as Address),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  if (!address) return { state: 'idle' };
  if (swr.data) return { state: 'read', token: swr.data };
  if (swr.error) return { state: 'failed', retry: () => void swr.mutate() };
  return { state: 'reading' };
}
