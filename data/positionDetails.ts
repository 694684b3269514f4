import { isPositionImage } from '../protocol/positionImage.ts';
import type { Chain } from './chains.ts';
import type { DataApiClient } from './client.ts';
import { Position } from './operations/positions.ts';
import { type PositionRow, type PositionVersion, positionRowFrom } from './positionRow.ts';
import { dataApiQueryKey } from './queryKey.ts';

/**
 * One position as a page asks for it: `id` is the NFT's token id, or for V2 the pair's address, whose
 * position is `owner`'s share. `withImage`: with the NFT's picture (the position page).
 */
export interface PositionAsk {
  chain: Chain;
  version: PositionVersion;
  id: string;
  owner?: string;
  withImage?: boolean;
}

/** The `Position` query's variables. */
export function positionVariables({ chain, version, id, owner, withImage }: PositionAsk) {
  return {
    chain,
    protocolVersion: version.toUpperCase() as Uppercase<PositionVersion>,
    id,
    ownerAddress: owner?.toLowerCase() ?? null,
    ...(withImage ? { withImage } : {}),
  };
}

/** The cache key of one position: the app and the edge (its first answer for a position page) share it. */
export function positionDetailsKey(ask: PositionAsk): string {
  return dataApiQueryKey(Position, positionVariables(ask));
}

/**
 * One position (`null`: no one holds it); asked with its picture, the picture only if `isPositionImage`
 * accepts it (else null), whatever the Data API sent.
 */
export async function requestPositionDetails(
  client: DataApiClient,
  ask: PositionAsk,
  options: { method: 'GET' | 'POST'; signal?: AbortSignal },
): Promise<PositionRow | null> {
  const { position } = await client.request(Position, positionVariables(ask), options);
  if (!position) return null;
  const row = positionRowFrom(position);
  return ask.withImage ? { ...row, image: isPositionImage(position.image) ? position.image : null } : row;
}
