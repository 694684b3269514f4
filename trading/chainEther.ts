import { type Currency, NativeCurrency, Token } from '@uniswap/sdk-core';
import type { Address } from 'viem';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';
import { type ProtocolClient, protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';

/**
 * A chain's ETH for the SDKs, wrapping to the WETH9 of the chain's protocol addresses: the SDKs' own
 * tables know no local chain, and a local chain with a real chain's id holds its WETH9 elsewhere.
 */
export class ChainEther extends NativeCurrency {
  readonly #weth: Address;
  constructor(chainId: number, weth: Address) {
    super(chainId, 18, 'ETH', 'Ether');
    this.#weth = weth;
  }
  get wrapped(): Token {
    return new Token(this.chainId, this.#weth, 18, 'WETH', 'Wrapped Ether');
  }
  equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }
}

/** The ETH of the chain a client talks to (Node tooling's unbound clients: the local chain's). */
export function chainEtherOf(client: ProtocolClient): ChainEther {
  return new ChainEther(client.chain?.id ?? LOCAL_CHAIN_ID, protocolAddressesOf(client).weth9);
}
