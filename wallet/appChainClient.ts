import { createPublicClient, http, type PublicClient } from 'viem';
import { appChain } from './appChain.ts';

/**
 * Reads of the trading pages (quotes, balances, allowances, gas) go straight to the chain's RPC, not through
 * the wallet: a quote needs no connected wallet, and a wallet on another network must not skew it.
 * One attempt and a short timeout, so an unreachable chain is said at once.
 */
export const appChainClient: PublicClient = createPublicClient({
  chain: appChain,
  transport: http(undefined, { retryCount: 0, timeout: 8_000 }),
  // A local chain mines at once: a receipt is looked for every 200 ms, not viem's default 4 s.
  pollingInterval: 200,
});

export const appChainRpcUrl: string = appChain.rpcUrls.default.http[0] ?? '';
