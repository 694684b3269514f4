import { getPublicClient } from 'wagmi/actions';
import { appChain } from './appChain.ts';
import { wagmiConfig } from './wagmiConfig.ts';

/** The app chain's read client (the config's transport, so reads batch with the hooks' reads). */
export function appPublicClient() {
  const client = getPublicClient(wagmiConfig, { chainId: appChain.id });
  if (!client) throw new Error(`The wallet config has no client for ${appChain.name}`);
  return client;
}
