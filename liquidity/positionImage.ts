import type { PublicClient } from 'viem';
import type { PositionVersion } from '../data/positionRow.ts';
import { v3PositionManagerAbi, v4PositionManagerAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';

/** A position NFT's picture is a few KB of SVG; far more is not the position managers' descriptor. */
export const MAX_POSITION_IMAGE_BYTES = 200_000;

const SVG_DATA_URL = /^data:image\/svg\+xml(;[^,]*)?,/;

/** The position NFT's own picture (its `tokenURI`), as a data URL safe for an `<img>`; undefined if none. */
export async function readPositionImage(
  client: PublicClient,
  version: Exclude<PositionVersion, 'v2'>,
  tokenId: string,
): Promise<string | undefined> {
  const tokenUri =
    version === 'v3'
      ? await client.readContract({
          address: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
          abi: v3PositionManagerAbi,
          functionName: 'tokenURI',
          args: [BigInt(tokenId)],
        })
      : await client.readContract({
          address: PROTOCOL_ADDRESSES.v4PositionManager,
          abi: v4PositionManagerAbi,
          functionName: 'tokenURI',
          args: [BigInt(tokenId)],
        });
  return positionImageDataUrl(tokenUri);
}

/**
 * The image of a position NFT's metadata (`data:application/json;base64,…` whose `image` is an SVG
 * data URL), kept only if it is an SVG data URL of bounded size: shown through `<img>`, an SVG runs
 * no script and loads nothing, and nothing remote is ever fetched for it. Undefined otherwise.
 */
export function positionImageDataUrl(tokenUri: string): string | undefined {
  if (tokenUri.length > MAX_POSITION_IMAGE_BYTES * 2) return undefined;
  const metadata = jsonOfDataUrl(tokenUri);
  const image =
    metadata && typeof metadata === 'object' ? (metadata as { image?: unknown }).image : undefined;
  if (typeof image !== 'string' || image.length > MAX_POSITION_IMAGE_BYTES || !SVG_DATA_URL.test(image))
    return undefined;
  return image;
}

function jsonOfDataUrl(uri: string): unknown {
  const match = /^data:application\/json(;base64)?,(.*)$/s.exec(uri);
  if (!match) return undefined;
  try {
    const text = match[1]
      ? new TextDecoder().decode(Uint8Array.from(atob(match[2] ?? ''), (c) => c.charCodeAt(0)))
      : decodeURIComponent(match[2] ?? '');
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
