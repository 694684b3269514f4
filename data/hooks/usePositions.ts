import { mutate } from 'swr';
import type { Chain } from '../chains.ts';
import { Positions } from '../operations/positions.ts';
import { type PositionRow, positionRowFrom } from '../positionRow.ts';
import { dataApiQueryKey } from '../queryKey.ts';
import { appDataApi } from './appDataApi.ts';
import { type QueryState, useDataApiLoader } from './useDataApiQuery.ts';

/** Fees grow with every trade through a position's pool: the list reads the chain again this often. */
export const POSITIONS_POLL_MS = 15_000;

/** The chains whose positions the app lists: the Data API indexes the local chain as Ethereum. */
const POSITION_CHAINS: Chain[] = ['ETHEREUM'];

/** The liquidity positions an address holds (V2, V3, V4), as rows; `owner` `undefined` means none yet. */
export function usePositions(owner: string | undefined): QueryState<PositionRow[]> {
  const variables = owner ? { ownerAddress: owner.toLowerCase(), chains: POSITION_CHAINS } : null;
  return useDataApiLoader(
    variables && dataApiQueryKey(Positions, variables),
    async () => {
      const data = await appDataApi.request(Positions, variables as NonNullable<typeof variables>, {
        method: 'GET',
      });
      return data.positions.map(positionRowFrom);
    },
    { refreshInterval: POSITIONS_POLL_MS },
  );
}

/** Reads every position list and position shown again: after a flow changed one on the chain. */
export function refreshPositions(): Promise<unknown> {
  // Keys are `Positions:{…}` and `Position:{…}` (data/queryKey.ts).
  return mutate((key) => typeof key === 'string' && /^Positions?:/.test(key));
}
