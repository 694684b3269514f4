import { SwitchChainError } from 'viem';
import { createConnector } from 'wagmi';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import type { AppChain } from './defineAppChain.ts';
import { createKeyWallet, type KeyWallet } from './keyWallet.ts';

export const DEV_WALLET_ID = 'devWallet';

const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5e5e5e"/><path d="M10 12l-4 4 4 4M22 12l4 4-4 4M18 9l-4 14" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

type DevWalletStorage = { 'devWallet.connected': true };

/**
 * The built-in dev wallet: the local chains' funded dev account, signing in the page, so a person
 * without a browser wallet can trade by hand. It only ever serves local chains: the config offers it
 * when there is one (walletConfig.ts), it refuses a config without one, and it switches between them.
 */
export function devWallet(chains: readonly AppChain[]) {
  const wallets = new Map<number, KeyWallet>();
  const locals = chains.filter((chain) => chain.local);

  return createConnector<KeyWallet, Record<string, unknown>, DevWalletStorage>((config) => {
    let chain = locals[0];
    if (!chain) throw new Error('The dev wallet serves local chains only');
    const keyWallet = () => {
      const on = chain as AppChain;
      const wallet =
        wallets.get(on.id) ?? createKeyWallet({ privateKey: DEV_ACCOUNT_PRIVATE_KEY, chain: on });
      wallets.set(on.id, wallet);
      return wallet;
    };

    return {
      id: DEV_WALLET_ID,
      name: 'Dev wallet (local chain)',
      type: 'devWallet',
      icon: DEV_WALLET_ICON,
      async connect({ withCapabilities } = {}) {
        const { address } = keyWallet();
        await config.storage?.setItem('devWallet.connected', true);
        const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address];
        return { accounts: accounts as never, chainId: (chain as AppChain).id };
      },
      async disconnect() {
        await config.storage?.removeItem('devWallet.connected');
      },
      async getAccounts() {
        return [keyWallet().address];
      },
      async getChainId() {
        return (chain as AppChain).id;
      },
      async switchChain({ chainId }) {
        const to = locals.find((local) => local.id === chainId);
        if (!to)
          throw new SwitchChainError(new Error(`The dev wallet serves local chains only, not ${chainId}`));
        chain = to;
        config.emitter.emit('change', { chainId });
        return to;
      },
      async getProvider() {
        return keyWallet();
      },
      async isAuthorized() {
        return Boolean(await config.storage?.getItem('devWallet.connected'));
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}
