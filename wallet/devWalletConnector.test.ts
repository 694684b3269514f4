import { describe, expect, it } from 'vitest';
import { connect, getConnection, switchChain } from 'wagmi/actions';
import { DEV_ACCOUNT_ADDRESS } from '../devChain/devAccount.ts';
import { withProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { defineAppChain } from './defineAppChain.ts';
import { DEV_WALLET_ID } from './devWalletConnector.ts';
import { defineLocalChain } from './localChain.ts';
import { createWalletConfig } from './walletConfig.ts';

const localBase = defineAppChain({ chain: 'BASE', chainId: 8453, rpcUrl: 'http://127.0.0.1:2', local: true });
const base = defineAppChain(
  withProtocolAddresses({
    chain: 'UNICHAIN',
    chainId: 130,
    rpcUrl: 'https://unichain.example',
    local: false,
  }),
);

describe('the dev wallet', () => {
  it('moves between the local chains, and refuses a real one', async () => {
    const config = createWalletConfig([defineLocalChain('http://127.0.0.1:1'), localBase, base]);
    const connector = config.connectors.find((c) => c.id === DEV_WALLET_ID);
    if (!connector) throw new Error('no dev wallet');
    const connected = await connect(config, { connector });
    expect(connected).toMatchObject({ accounts: [DEV_ACCOUNT_ADDRESS], chainId: 31337 });
    await switchChain(config, { chainId: 8453 });
    expect(getConnection(config).chainId).toBe(8453);
    await expect(switchChain(config, { chainId: 130 })).rejects.toThrow(/local chains only, not 130/);
    expect(getConnection(config).chainId).toBe(8453);
  });
});
