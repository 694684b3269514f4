import type { Chain } from '../chains.ts';
import { Position, positionVariables } from '../operations/positions.ts';
import { type PositionRow, type PositionVersion, positionRowFrom } from '../positionRow.ts';
import { dataApiQueryKey } from '../queryKey.ts';
import { appDataApi } from './appDataApi.ts';
import { type QueryState, useDataApiLoader } from './useDataApiQuery.ts';
import { POSITIONS_POLL_MS } from './usePositions.ts';

/**
 * One position (`null`: no one holds it). `id` is the NFT's token id, or for V2 the pair's address,
 * whose position is `owner`'s share (a V2 position has no owner of its own). Any `undefined`: not yet.
 * `withImage`: with the NFT's picture (the position page).
 */
export function usePosition(
  chain: Chain | undefined,
  version: PositionVersion | undefined,
  id: string | undefined,
  owner?: string,
  { withImage = false }: { withImage?: boolean } = {},
): QueryState<PositionRow | null> {
  const variables = chain && version && id ? positionVariables(chain, version, id, owner, withImage) : null;
  return useDataApiLoader(
    variables && dataApiQueryKey(Position, variables),
    async () => {
      const data = await appDataApi.request(Position, variables as NonNullable<typeof variables>, {
        method: 'GET',
      });
      if (!data.position) return null;
      const row = positionRowFrom(data.position);
      return 'image' in data.position ? { ...row, image: data.position.image ?? null } : row;
    },
    { refreshInterval: POSITIONS_POLL_MS },
  );
}
