import type { DatabaseSync } from 'node:sqlite';
import type { ChainEnv } from '../../data/chainRpcUrl.ts';
import { CHAIN_OFF } from '../../data/chainRpcUrl.ts';
import { createLimitOrderStore } from '../store/limitOrderStore.ts';
import { limitOrderChainsFrom } from './limitOrderChain.ts';
import type { LimitOrderService } from './limitOrderEndpoints.ts';
import { type LimitOrderFiller, startLimitOrderFiller } from './limitOrderFiller.ts';

export interface RunningLimitOrderService extends LimitOrderService {
  fillers: readonly LimitOrderFiller[];
  stop(): void;
}

/**
 * The embedded order service of `npm start`: its orders in the backend's store, and a filler on each
 * local chain of the configuration. Without a chain (`CHAIN_RPC_URL=off`) it keeps and lists orders only.
 */
export function startLimitOrderService(env: ChainEnv, db: DatabaseSync): RunningLimitOrderService {
  const store = createLimitOrderStore(db);
  const chains = env.CHAIN_RPC_URL === CHAIN_OFF ? [] : limitOrderChainsFrom(env);
  const fillers = chains.map((chain) => startLimitOrderFiller(chain, store));
  return {
    store,
    chains,
    fillers,
    stop: () => {
      for (const filler of fillers) filler.stop();
    },
  };
}
