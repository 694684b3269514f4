import type { Chain } from '../chains.ts';
import type { ProtocolVersion } from '../graphql.ts';
import { Position } from '../operations/positions.ts';
import { type PositionRow, type PositionVersion, positionRowFrom } from '../positionRow.ts';
import { dataApiQueryKey } from '../queryKey.ts';
import { appDataApi } from './appDataApi.ts';
import { type QueryState, useDataApiLoader } from './useDataApiQuery.ts';
import { POSITIONS_POLL_MS } from './usePositions.ts';

/**
 * One position (`null`: no one holds it). `id` is the NFT's token id, or for V2 the pair's address,
 * whose position is `owner`'s share (a V2 position has no owner of its own). Any `undefined`: not yet.
 */
export function usePosition(
  chain: Chain | undefined,
  version: PositionVersion | undefined,
  id: string | undefined,
  owner?: string,
): QueryState<PositionRow | null> {
  const variables =
    chain && version && id
      ? {
          chain,
          protocolVersion: version.toUpperCase() as ProtocolVersion,
          id,
          ownerAddress: owner?.toLowerCase() ?? null,
        }
      : null;
  return useDataApiLoader(
    variables && dataApiQueryKey(Position, variables),
    async () => {
      const data = await appDataApi.request(Position, variables as NonNullable<typeof variables>, {
        method: 'GET',
      });
      return data.position ? positionRowFrom(data.position) : null;
    },
    { refreshInterval: POSITIONS_POLL_MS },
  );
}
