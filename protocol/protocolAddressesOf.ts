import type { ChainProtocolAddresses } from './chainProtocolAddresses.ts';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

/** A viem client's chain as the protocol layer reads it: an app chain carries its protocol's addresses. */
export interface ProtocolClient {
  chain?: { id: number; protocol?: ChainProtocolAddresses } | undefined;
}

/**
 * Where the protocol's contracts are on the chain a client talks to: the addresses its app chain
 * carries (worked out at build from the SDKs' tables, so no page loads them), else the local chain's
 * (Node tooling, tests and benches talk to the local chain through clients bound to no app chain).
 * Throws for any other chain rather than send to another chain's addresses.
 */
export function protocolAddressesOf(client: ProtocolClient): ChainProtocolAddresses {
  const chain = client.chain;
  if (chain?.protocol) return chain.protocol;
  if (chain === undefined || chain.id === LOCAL_CHAIN_ID) return PROTOCOL_ADDRESSES;
  throw new Error(`No protocol addresses are known for chain ${chain.id}`);
}
