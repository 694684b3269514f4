import type { Chain } from '../chains.ts';
import { positionDetailsKey, requestPositionDetails } from '../positionDetails.ts';
import type { PositionRow, PositionVersion } from '../positionRow.ts';
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
  const ask = chain && version && id ? { chain, version, id, owner, withImage } : null;
  return useDataApiLoader(
    ask && positionDetailsKey(ask),
    () => requestPositionDetails(appDataApi, ask as NonNullable<typeof ask>, { method: 'GET' }),
    { refreshInterval: POSITIONS_POLL_MS },
  );
}
