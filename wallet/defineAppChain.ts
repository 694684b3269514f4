import type { Chain } from 'viem';
import type { ConfiguredChain } from '../data/chainRpcUrl.ts';
import { chainInfoOf, type Chain as DataApiChain } from '../data/chains.ts';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';

/** A chain the app trades on, as viem and wagmi see it, with what the app knows of it. */
export interface AppChain extends Chain {
  /**
   * The Data API chain whose tokens and prices describe it. A local chain holds the dataset's
   * Ethereum market (whatever its id), so it reads as `ETHEREUM`.
   */
  readonly dataApiChain: DataApiChain;
  /** A local chain of `npm run chain`: the dev wallet and the faucet serve it, no explorer sees it. */
  readonly local: boolean;
  /** Where the protocol's contracts are on it: what every trade and position flow sends to. */
  readonly protocol: ChainProtocolAddresses;
}

/**
 * One row of the build's chain table: a chain that is neither local nor Ethereum carries its protocol's
 * addresses, looked up at build (`withProtocolAddresses`); the others' are the mainnet table.
 */
export type BuildChain = ConfiguredChain & { protocol?: ChainProtocolAddresses | undefined };

/**
 * The chain of one row of the build's chain table (data/chainRpcUrl.ts). A function, so the browser
 * (the table from the build), the test wallet and Node scripts share it. A plain object (what viem's
 * defineChain returns, less its `extend` helper), so a page that only names the chain loads no viem.
 */
export function defineAppChain({ chain, chainId, rpcUrl, local, protocol }: BuildChain): AppChain {
  const info = chainInfoOf(chain);
  const label = info?.label ?? chain;
  const symbol = info?.nativeSymbol ?? 'ETH';
  return {
    id: chainId,
    name: local ? `Local ${label}` : label,
    nativeCurrency: { name: symbol === 'ETH' ? 'Ether' : symbol, symbol, decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [rpcUrl.replace(/^http/, 'ws')] } },
    // Addresses on a local chain mean nothing to a public explorer.
    ...(!local && info?.explorer ? { blockExplorers: { default: { name: label, url: info.explorer } } } : {}),
    testnet: local || (info?.testnet ?? false),
    dataApiChain: local ? 'ETHEREUM' : chain,
    local,
    protocol: protocol ?? mainnetTableFor(chainId, local),
  };
}

function mainnetTableFor(chainId: number, local: boolean): ChainProtocolAddresses {
  if (local || chainId === 1) return PROTOCOL_ADDRESSES;
  throw new Error(`Chain ${chainId} needs its protocol addresses (withProtocolAddresses, at build)`);
}

/** The chain's JSON-RPC URL (the faucet's target; failures name it). */
export function chainRpcUrlOf(chain: AppChain): string {
  return chain.rpcUrls.default.http[0] ?? '';
}
