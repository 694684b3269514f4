import { createPublicClient, http } from 'viem';
import { DEV_ACCOUNT_ADDRESS } from '../devChain/devAccount.ts';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';

/**
 * What answers at a JSON-RPC URL: nothing, the local chain still being set up, the local chain ready
 * (deployed, seeded, dev account funded), or another chain (a configured RPC, used as it is).
 * Runtime-neutral (viem only).
 */
export type ChainStatus = 'unreachable' | 'starting' | 'ready' | 'other chain';

export async function chainStatus(url: string, timeoutMs = 1000): Promise<ChainStatus> {
  const client = createPublicClient({ transport: http(url, { timeout: timeoutMs, retryCount: 0 }) });
  let chainId: number;
  try {
    chainId = await client.getChainId();
  } catch {
    return 'unreachable';
  }
  if (chainId !== LOCAL_CHAIN_ID) return 'other chain';
  // The local chain funds the dev account with ETH as the very last step of its set-up.
  return (await client.getBalance({ address: DEV_ACCOUNT_ADDRESS })) > 0n ? 'ready' : 'starting';
}
