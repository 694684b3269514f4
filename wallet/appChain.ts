import { defineLocalChain } from './localChain.ts';

/**
 * The chain the app trades on: the local chain at the RPC URL the build used
 * (`CHAIN_RPC_URL`, else the local chain on `CHAIN_PORT`; see chain/chainRpcUrl.ts).
 */
export const appChain = defineLocalChain(import.meta.env.BUILD_CHAIN_RPC_URL);
