import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { DEV_WALLET_ID } from './devWalletConnector.ts';
import { defineLocalChain } from './localChain.ts';
import { createWalletConfig } from './walletConfig.ts';

describe('wallet config', () => {
  it('offers the dev wallet beside the injected provider on the local chain', () => {
    const config = createWalletConfig(defineLocalChain('http://127.0.0.1:1'));
    expect(config.connectors.map((c) => c.id)).toEqual(['injected', DEV_WALLET_ID]);
  });

  it('never offers the dev wallet on another chain', () => {
    const config = createWalletConfig(mainnet);
    expect(config.connectors.map((c) => c.id)).toEqual(['injected']);
  });
});
