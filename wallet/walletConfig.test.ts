import { describe, expect, it } from 'vitest';
import { withProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { defineAppChain } from './defineAppChain.ts';
import { DEV_WALLET_ID } from './devWalletConnector.ts';
import { defineLocalChain } from './localChain.ts';
import { createWalletConfig } from './walletConfig.ts';

const base = defineAppChain(
  withProtocolAddresses({ chain: 'BASE', chainId: 8453, rpcUrl: 'https://base.example', local: false }),
);
const localBase = defineAppChain({ chain: 'BASE', chainId: 8453, rpcUrl: 'http://127.0.0.1:2', local: true });

describe('wallet config', () => {
  it('offers the dev wallet beside the injected provider when a local chain is configured', () => {
    const config = createWalletConfig([defineLocalChain('http://127.0.0.1:1'), localBase]);
    expect(config.connectors.map((c) => c.id)).toEqual(['injected', DEV_WALLET_ID]);
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 8453]);
  });

  it('never offers the dev wallet on real chains', () => {
    const config = createWalletConfig([base]);
    expect(config.connectors.map((c) => c.id)).toEqual(['injected']);
  });
});

describe('defineAppChain', () => {
  it('names a local chain as such, reads it as Ethereum and gives it no explorer', () => {
    expect(localBase).toMatchObject({ id: 8453, name: 'Local Base', dataApiChain: 'ETHEREUM', local: true });
    expect(localBase.blockExplorers).toBeUndefined();
    expect(base).toMatchObject({ name: 'Base', dataApiChain: 'BASE', local: false });
    expect(base.blockExplorers?.default.url).toBe('https://basescan.org');
  });
});
