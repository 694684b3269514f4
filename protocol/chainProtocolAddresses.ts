import { permit2Address } from '@uniswap/permit2-sdk';
import {
  CHAIN_TO_ADDRESSES_MAP,
  SWAP_ROUTER_02_ADDRESSES,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core';
import { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import type { Address } from 'viem';
import { PROTOCOL_ADDRESSES, type ProtocolContract } from './protocolAddresses.ts';

type SdkChainAddresses = (typeof CHAIN_TO_ADDRESSES_MAP)[keyof typeof CHAIN_TO_ADDRESSES_MAP];

/**
 * The protocol's contracts on one chain; the local chain's test hook is no contract of a real one, and
 * governance (UNI's votes, the timelock, the governor) lives on Ethereum alone.
 */
export type ChainProtocolAddresses = Readonly<
  Record<Exclude<ProtocolContract, 'v4TestHook' | 'uni' | 'timelock' | 'governorAlpha'>, Address>
>;

/**
 * Where the protocol's contracts are on a chain. A local chain (whatever its id) runs them relocated to
 * their mainnet addresses, which are Ethereum's own (`PROTOCOL_ADDRESSES`, held equal to the SDKs'
 * chain-1 entries by the test); any other chain's come from the SDKs' tables (sdk-core's
 * CHAIN_TO_ADDRESSES_MAP, its V2 and SwapRouter02 tables and WETH9, the Universal Router SDK's 2.0
 * deployments, permit2-sdk). Throws, naming what is missing, for a chain the SDKs do not fully know.
 */
export function chainProtocolAddresses(chain: { chainId: number; local: boolean }): ChainProtocolAddresses {
  if (chain.local || chain.chainId === 1) return PROTOCOL_ADDRESSES;
  const id = chain.chainId;
  const sdk = (CHAIN_TO_ADDRESSES_MAP as Partial<Record<number, SdkChainAddresses>>)[id];
  const found: Record<keyof ChainProtocolAddresses, string | undefined> = {
    weth9: WETH9[id]?.address,
    v2Factory: V2_FACTORY_ADDRESSES[id],
    v2Router02: V2_ROUTER_ADDRESSES[id],
    v3Factory: sdk?.v3CoreFactoryAddress,
    v3NonfungiblePositionManager: sdk?.nonfungiblePositionManagerAddress,
    v3SwapRouter02: sdk ? SWAP_ROUTER_02_ADDRESSES(id) : undefined,
    // Outside Ethereum, the table's quoter is QuoterV2 (Ethereum's is V1, hence our own table there).
    v3QuoterV2: sdk?.quoterAddress,
    v3TickLens: sdk?.tickLensAddress,
    v3Migrator: sdk?.v3MigratorAddress,
    multicall: sdk?.multicallAddress,
    v4PoolManager: sdk?.v4PoolManagerAddress,
    v4PositionManager: sdk?.v4PositionManagerAddress,
    v4StateView: sdk?.v4StateView,
    v4Quoter: sdk?.v4QuoterAddress,
    permit2: permit2Address(id),
    universalRouter: universalRouterOn(id),
  };
  const missing = Object.entries(found).flatMap(([name, address]) => (address ? [] : [name]));
  if (missing.length > 0)
    throw new Error(`The Uniswap SDKs' tables have no ${missing.join(', ')} on chain ${id}`);
  return found as ChainProtocolAddresses;
}

function universalRouterOn(chainId: number): string | undefined {
  try {
    return UNIVERSAL_ROUTER_ADDRESS(UniversalRouterVersion.V2_0, chainId);
  } catch {
    return undefined;
  }
}

/**
 * A configured chain with its protocol's addresses, worked out where the SDKs' tables may load (the
 * build, Node), so that the browser carries the addresses of its chains and not the tables.
 */
export function withProtocolAddresses<Configured extends { chainId: number; local: boolean }>(
  chain: Configured,
): Configured & { protocol: ChainProtocolAddresses } {
  return { ...chain, protocol: chainProtocolAddresses(chain) };
}
