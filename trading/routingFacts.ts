import type { Address } from 'viem';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';

/**
 * The tokens a route may pass through on a chain: which of them it does is decided by the live pools
 * between them (a token without deep pools to both sides never wins a route). Where the protocol sits
 * at its mainnet addresses (Ethereum, the local chains), the well-known mainnet tokens; on any other
 * chain its WETH alone, since the SDKs carry no other chain's token list. Apart from the pool and quote
 * code, since its first load carries no ABI parsing.
 */
export function routingBaseCandidates(protocol: ChainProtocolAddresses): readonly Address[] {
  return protocol.weth9 === PROTOCOL_ADDRESSES.weth9 ? Object.values(WELL_KNOWN_TOKENS) : [protocol.weth9];
}
