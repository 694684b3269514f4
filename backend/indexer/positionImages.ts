import type { PublicClient } from 'viem';
import { positionImageOfTokenUri } from '../../protocol/positionImage.ts';
import { v3PositionManagerAbi, v4PositionManagerAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { PositionRef } from './positionIndex.ts';

/** Pictures kept at once: one per (position, block), and the newest blocks matter. */
const KEPT_PICTURES = 256;

/**
 * Reads a V3 or V4 position NFT's picture (its `tokenURI`'s image, checked by `positionImageOfTokenUri`)
 * at a block. The descriptors draw the SVG on chain (100–200 ms warm, a second cold) and a picture can
 * change only with a block (the in-range mark follows the price), so each (version, id, block) is read
 * once, and concurrent asks share that read.
 */
export function createPositionImageReader(client: PublicClient) {
  const pictures = new Map<string, Promise<string | null>>();

  return function readPositionImage(ref: PositionRef, blockNumber: bigint): Promise<string | null> {
    if (ref.version === 'v2') return Promise.resolve(null);
    const key = `${ref.version}:${ref.id}:${blockNumber}`;
    const kept = pictures.get(key);
    if (kept) return kept;
    const tokenId = BigInt(ref.id);
    const tokenUri =
      ref.version === 'v3'
        ? client.readContract({
            address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
            abi: v3PositionManagerAbi,
            functionName: 'tokenURI',
            args: [tokenId],
            blockNumber,
          })
        : client.readContract({
            address: PROTOCOL_ADDRESSES.v4PositionManager,
            abi: v4PositionManagerAbi,
            functionName: 'tokenURI',
            args: [tokenId],
            blockNumber,
          });
    const read = tokenUri.then((tokenUri) => positionImageOfTokenUri(tokenUri) ?? null);
    // A failed read is not kept: the next ask tries again.
    read.catch(() => pictures.delete(key));
    pictures.set(key, read);
    if (pictures.size > KEPT_PICTURES) pictures.delete(pictures.keys().next().value as string);
    return read;
  };
}
