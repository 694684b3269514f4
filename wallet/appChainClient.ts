import { createPublicClient, http, type PublicClient } from 'viem';
import { appReachability } from '../data/appReachability.ts';
import type { AppChain } from './defineAppChain.ts';

const clients = new Map<number, PublicClient>();

/**
 * Reads of the trading pages (quotes, balances, allowances, gas) go straight to the chain's RPC, not through
 * the wallet: a quote needs no connected wallet, and a wallet on another network must not skew it.
 * One attempt and a short timeout, so an unreachable chain is said at once. Each read tells the
 * reachability of the chain (data/endpointReachability.ts) whether it got an answer. One client per chain.
 */
export function chainClientOf(chain: AppChain): PublicClient {
  const known = clients.get(chain.id);
  if (known) return known;
  const client: PublicClient = createPublicClient({
    chain,
    transport: http(undefined, {
      retryCount: 0,
      timeout: 8_000,
      fetchFn: async (input, init) => {
        try {
          const response = await fetch(input, init);
          appReachability.reportAnswer('chain');
          return response;
        } catch (error) {
          // No read is cancelled by the app: a rejected fetch is a network error or viem's timeout.
          appReachability.reportFailure('chain');
          throw error;
        }
      },
    }),
    // A local chain mines at once: a receipt is looked for every 200 ms, not viem's default 4 s.
    pollingInterval: 200,
  });
  clients.set(chain.id, client);
  return client;
}
