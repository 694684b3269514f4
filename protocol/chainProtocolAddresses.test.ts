import {
  CHAIN_TO_ADDRESSES_MAP,
  ChainId,
  SWAP_ROUTER_02_ADDRESSES,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core';
import { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { chainProtocolAddresses } from './chainProtocolAddresses.ts';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

describe('chainProtocolAddresses', () => {
  it("gives a local chain, whatever its id, the relocated mainnet table: the SDKs' Ethereum entries", () => {
    for (const chainId of [LOCAL_CHAIN_ID, 8453]) {
      expect(chainProtocolAddresses({ chainId, local: true })).toBe(PROTOCOL_ADDRESSES);
    }
    const sdk = CHAIN_TO_ADDRESSES_MAP[ChainId.MAINNET];
    const same = (a: string | undefined, b: string) => expect(getAddress(a ?? '0x')).toBe(getAddress(b));
    same(WETH9[1]?.address, PROTOCOL_ADDRESSES.weth9);
    same(V2_FACTORY_ADDRESSES[1], PROTOCOL_ADDRESSES.v2Factory);
    same(V2_ROUTER_ADDRESSES[1], PROTOCOL_ADDRESSES.v2Router02);
    same(sdk.v3CoreFactoryAddress, PROTOCOL_ADDRESSES.v3Factory);
    same(sdk.nonfungiblePositionManagerAddress, PROTOCOL_ADDRESSES.v3NonfungiblePositionManager);
    same(SWAP_ROUTER_02_ADDRESSES(1), PROTOCOL_ADDRESSES.v3SwapRouter02);
    same(sdk.v3MigratorAddress, PROTOCOL_ADDRESSES.v3Migrator);
    same(sdk.multicallAddress, PROTOCOL_ADDRESSES.multicall);
    same(sdk.v4PoolManagerAddress, PROTOCOL_ADDRESSES.v4PoolManager);
    same(sdk.v4PositionManagerAddress, PROTOCOL_ADDRESSES.v4PositionManager);
    same(sdk.v4StateView, PROTOCOL_ADDRESSES.v4StateView);
    same(sdk.v4QuoterAddress, PROTOCOL_ADDRESSES.v4Quoter);
    same(UNIVERSAL_ROUTER_ADDRESS(UniversalRouterVersion.V2_0, 1), PROTOCOL_ADDRESSES.universalRouter);
    expect(chainProtocolAddresses({ chainId: 1, local: false })).toBe(PROTOCOL_ADDRESSES);
  });

  it("reads a real chain's contracts from the SDKs' tables", () => {
    const base = chainProtocolAddresses({ chainId: 8453, local: false });
    expect(base).toMatchObject({
      weth9: '0x4200000000000000000000000000000000000006',
      v3Factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
      v3QuoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
      v4PoolManager: '0x498581ff718922c3f8e6a244956af099b2652b2b',
      permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      universalRouter: '0x6ff5693b99212da76ad316178a184ab56d299b43',
    });
    expect(Object.values(base).every((address) => /^0x[0-9a-fA-F]{40}$/.test(address))).toBe(true);
    expect(base).not.toHaveProperty('v4TestHook');
  });

  it('names what the SDKs lack for a chain they do not know', () => {
    expect(() => chainProtocolAddresses({ chainId: 999_999, local: false })).toThrow(
      /^The Uniswap SDKs' tables have no weth9, v2Factory, .* on chain 999999$/,
    );
  });
});
