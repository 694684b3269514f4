import type { Chain } from '../chains.ts';
import { poolDetailsKey, requestPoolDetails } from '../poolDetails.ts';
import { appDataApi } from './appDataApi.ts';
import type { PoolRow } from './poolRow.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

const POOL_POLL_MS = 30_000;

/** A pool page's pool, any version (`null`: no pool at this address on this chain). */
export function usePool(chain: Chain | undefined, address: string | undefined, prerendered?: PoolRow) {
  return useDataApiLoader<PoolRow | null>(
    chain && address ? poolDetailsKey(chain, address) : null,
    () => loadPool(chain as Chain, address as string, 'GET'),
    { fallbackData: prerendered, refreshInterval: POOL_POLL_MS },
  );
}

export function loadPool(chain: Chain, address: string, method: 'GET' | 'POST' = 'POST') {
  return requestPoolDetails(appDataApi, chain, address, { method });
}
