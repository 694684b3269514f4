import { dataApiChainOf } from '../data/chains.ts';
import { defineLocalChain } from './localChain.ts';

/**
 * The chain the app trades on: the local chain at the RPC URL the build used
 * (`CHAIN_RPC_URL`, else the local chain on `CHAIN_PORT`; see data/chainRpcUrl.ts).
 */
export const appChain = defineLocalChain(import.meta.env.BUILD_CHAIN_RPC_URL);

/** The Data API chain whose tokens and prices describe the app's chain (the local chain reads as Ethereum). */
export const appDataApiChain = dataApiChainOf(appChain.id) ?? 'ETHEREUM';
