import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';
import { CHAINS, type Chain, chainInfoOf } from './chains.ts';

/** Where the local chain listens when nothing else is configured (ARCHITECTURE.md contracts). */
export const DEFAULT_CHAIN_PORT = 8545;

/**
 * `CHAIN_RPC_URL=off`: no chain at all. The Data API serves its dataset alone (deterministic tests, a
 * machine without a chain), `npm run serve` starts none and the worker's pages allow none; a build
 * refuses it, because the app must trade on some chain.
 */
export const CHAIN_OFF = 'off';

export interface ChainEnv {
  CHAIN_RPC_URL?: string | undefined;
  /** JSON: each chain the product trades on (the Data API's name) to its RPC URL. */
  CHAIN_RPC_URLS?: string | undefined;
  CHAIN_PORT?: string | undefined;
}

/** One chain the product trades on, as configured. */
export interface ConfiguredChain {
  /** The Data API chain the table lists it as. */
  chain: Chain;
  chainId: number;
  rpcUrl: string;
  /**
   * A local chain of `npm run chain` (an RPC on loopback): it runs the protocol relocated to its
   * mainnet addresses and the dataset's Ethereum market, whatever its chain id, and takes the dev
   * wallet and the faucet.
   */
  local: boolean;
}

/**
 * The chains the product trades on, the default first: `CHAIN_RPC_URLS` (e.g.
 * `{"ETHEREUM":"https://…","BASE":"https://…"}`), else `CHAIN_RPC_URL` as Ethereum's, else the local
 * chain on `CHAIN_PORT` (default 8545) as Ethereum. The default is Ethereum when listed, else the
 * table's first chain. A local Ethereum has chain id 31337; any other chain keeps its own id. None
 * with `CHAIN_RPC_URL=off`. Throws, naming the variable, on anything it cannot use.
 */
export function configuredChainsFrom(env: ChainEnv): readonly ConfiguredChain[] {
  if (env.CHAIN_RPC_URL === CHAIN_OFF && !env.CHAIN_RPC_URLS) return [];
  const table = chainRpcUrlTable(env);
  const variable = env.CHAIN_RPC_URLS ? 'CHAIN_RPC_URLS' : 'CHAIN_RPC_URL';
  const chains = Object.entries(table).map(([name, rpcUrl]) => configuredChain(variable, name, rpcUrl));
  return chains.sort((a, b) => Number(b.chain === 'ETHEREUM') - Number(a.chain === 'ETHEREUM'));
}

/**
 * The default chain's JSON-RPC URL (the one the Data API's indexer follows): `CHAIN_RPC_URL` as given
 * (`off`: none), else the default chain of `CHAIN_RPC_URLS`, else the local chain on `CHAIN_PORT`.
 */
export function chainRpcUrlFrom(env: ChainEnv): string {
  if (env.CHAIN_RPC_URL || !env.CHAIN_RPC_URLS) return localOr(env);
  return (configuredChainsFrom(env)[0] as ConfiguredChain).rpcUrl;
}

function localOr(env: ChainEnv): string {
  return env.CHAIN_RPC_URL || `http://127.0.0.1:${env.CHAIN_PORT || DEFAULT_CHAIN_PORT}`;
}

function chainRpcUrlTable(env: ChainEnv): Record<string, unknown> {
  if (!env.CHAIN_RPC_URLS) return { ETHEREUM: localOr(env) };
  if (env.CHAIN_RPC_URL)
    throw new Error(
      'Set CHAIN_RPC_URLS or CHAIN_RPC_URL, not both: CHAIN_RPC_URL is the shorthand for {"ETHEREUM": URL}',
    );
  let table: unknown;
  try {
    table = JSON.parse(env.CHAIN_RPC_URLS);
  } catch (error) {
    throw new Error(
      `CHAIN_RPC_URLS is not JSON (${(error as Error).message}); write e.g. {"ETHEREUM":"https://…","BASE":"https://…"}`,
    );
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table) || Object.keys(table).length === 0)
    throw new Error(
      'CHAIN_RPC_URLS must be a JSON object naming at least one chain, e.g. {"ETHEREUM":"https://…"}',
    );
  return table as Record<string, unknown>;
}

const EVM_CHAINS = CHAINS.filter((info) => info.chainId !== undefined).map((info) => info.chain);

function configuredChain(variable: string, name: string, rpcUrl: unknown): ConfiguredChain {
  const info = chainInfoOf(name as Chain);
  if (!info || info.chainId === undefined)
    throw new Error(
      `${variable} names ${name}, which is not a chain to trade on (one of ${EVM_CHAINS.join(', ')})`,
    );
  const url = typeof rpcUrl === 'string' && URL.canParse(rpcUrl) ? new URL(rpcUrl) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(
      `${variable === 'CHAIN_RPC_URLS' ? `CHAIN_RPC_URLS.${name}` : variable} must be an http(s) URL, not ${JSON.stringify(rpcUrl)}`,
    );
  const local = isLoopback(url.hostname);
  const chainId = local && info.chain === 'ETHEREUM' ? LOCAL_CHAIN_ID : info.chainId;
  return { chain: info.chain, chainId, rpcUrl: rpcUrl as string, local };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
