/** Where the local chain listens when nothing else is configured (ARCHITECTURE.md contracts). */
export const DEFAULT_CHAIN_PORT = 8545;

export interface ChainEnv {
  CHAIN_RPC_URL?: string | undefined;
  CHAIN_PORT?: string | undefined;
}

/** The chain's JSON-RPC URL: `CHAIN_RPC_URL`, else the local chain on `CHAIN_PORT` (default 8545). */
export function chainRpcUrlFrom(env: ChainEnv): string {
  return env.CHAIN_RPC_URL ?? `http://127.0.0.1:${env.CHAIN_PORT ?? DEFAULT_CHAIN_PORT}`;
}
