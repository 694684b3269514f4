import { isEvmAddress } from '../../data/addressPatterns.ts';

/**
 * What an NFT page's URL names: `pending` on a long-tail shell before hydration has read the address
 * bar, `invalid` when the segments cannot name a collection (or token), else the normalized values.
 */
export type NftRoute =
  | { kind: 'pending' }
  | { kind: 'invalid' }
  | { kind: 'valid'; contractAddress: string; tokenId: string | undefined };

/** Token ids are unsigned 256-bit integers, written in decimal. */
const TOKEN_ID = /^\d{1,78}$/;

export function nftRouteOf(params: Record<string, string> | undefined): NftRoute {
  if (params === undefined) return { kind: 'pending' };
  const { contractAddress, tokenId } = params;
  if (!contractAddress || !isEvmAddress(contractAddress)) return { kind: 'invalid' };
  if (tokenId !== undefined && !TOKEN_ID.test(tokenId)) return { kind: 'invalid' };
  return { kind: 'valid', contractAddress: contractAddress.toLowerCase(), tokenId };
}
