import { chainRpcUrlFrom } from '../../data/chainRpcUrl.ts';
import { type AppChain, defineAppChain } from '../../wallet/defineAppChain.ts';

/**
 * The e2e build trades on two chains (`CHAIN_RPC_URLS`): the default local chain on `CHAIN_PORT`, and a
 * second local chain as Base (chain id 8453) on the next port, which twoChains.test.ts starts itself.
 * Undefined when the run names its own chains (`CHAIN_RPC_URL` or `CHAIN_RPC_URLS`).
 */
export function secondLocalChain(env: NodeJS.ProcessEnv = process.env): AppChain | undefined {
  if (env.CHAIN_RPC_URL || env.CHAIN_RPC_URLS) return undefined;
  const first = new URL(chainRpcUrlFrom(env));
  const rpcUrl = `http://127.0.0.1:${Number(first.port) + 1}`;
  return defineAppChain({ chain: 'BASE', chainId: 8453, rpcUrl, local: true });
}

/** The `CHAIN_RPC_URLS` of the e2e build and site: both local chains, or nothing when the run names its own. */
export function e2eChainRpcUrls(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const second = secondLocalChain(env);
  return second && JSON.stringify({ ETHEREUM: chainRpcUrlFrom(env), BASE: second.rpcUrls.default.http[0] });
}
