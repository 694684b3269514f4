import type { Page } from 'playwright-core';
import { type Address, type Hex, hexToNumber, numberToHex } from 'viem';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import type { AppChain } from '../../wallet/defineAppChain.ts';
import { createKeyWallet, type KeyWallet, WalletRequestError } from '../../wallet/keyWallet.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';

/** Hardhat's account #1: funded on the local chain, and not the dev wallet's account #0. */
export const TEST_WALLET_PRIVATE_KEY: Hex =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

/** How the test wallet announces itself (EIP-6963); tests find it in the wallet picker by this name. */
export const TEST_WALLET_INFO = {
  uuid: '6a1c7c53-4c39-4b8e-9a41-test0wallet1',
  name: 'Test Wallet',
  rdns: 'dev.swap-interface.test-wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2172e5"/><path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2.4"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
  )}`,
} as const;

/** What the next matching request answers with EIP-1193 code 4001 (the person clicked Reject). */
export type Rejectable = 'connection' | 'signature' | 'transaction' | 'switchChain';

export interface TestWalletOptions {
  /** The local chain's JSON-RPC URL: reads are forwarded there and signed transactions sent there. */
  rpcUrl: string;
  /** Signing key; default Hardhat account #1 (funded, and not the dev wallet). */
  privateKey?: Hex;
  /** Chain the wallet starts on; a different id than the local chain's gives the wrong-network state. */
  chainId?: number;
  /**
   * Chains the wallet can switch to without adding them first. Default: the starting chain, the local
   * chain and `otherChains`; leave the local chain out to make the app fall back to `wallet_addEthereumChain`.
   */
  knownChainIds?: readonly number[];
  /**
   * Other chains the wallet reaches, each at its own RPC: switched to (by the page's
   * `wallet_switchEthereumChain` or by `switchChain`), it signs for that chain and sends there.
   */
  otherChains?: readonly AppChain[];
  /** Also expose the wallet as the plain injected provider, `window.ethereum`. Default false. */
  asWindowEthereum?: boolean;
}

export interface TestWallet {
  readonly address: Address;
  /** The chain the wallet is on now. */
  readonly chainId: number;
  /** Methods the page asked for, in order (a test can check the app asked before signing, etc.). */
  readonly requests: readonly string[];
  /** Whether the site holds the `eth_accounts` permission (granted on connect, revoked on disconnect). */
  readonly connected: boolean;
  /** The next request of this kind answers 4001 "User rejected the request". */
  rejectNext(kind: Rejectable): void;
  /**
   * The next request of this kind waits, as a person reading the prompt does, until the returned
   * function is called: a test can see what the page shows meanwhile.
   */
  holdNext(kind: Rejectable): () => void;
  /** The person switches network inside the wallet: the page gets `chainChanged`. */
  switchChain(chainId: number): Promise<void>;
  /** The person switches account inside the wallet: the page gets `accountsChanged`. */
  switchAccount(privateKey: Hex): Promise<void>;
}

/**
 * Injects a browser wallet into `page` (before any page script runs, and again after each navigation):
 * it announces itself through EIP-6963 and answers EIP-1193 requests from Node, where viem signs with a
 * private key and the local chain answers reads. Its state (permission, chain, pending rejections) lives
 * in Node, so it survives reloads as a real wallet's does. Install once per page, before `goto`.
 */
export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  const localChain = defineLocalChain(options.rpcUrl);
  const reachable = new Map([localChain, ...(options.otherChains ?? [])].map((chain) => [chain.id, chain]));
  let chain = localChain;
  let privateKey = options.privateKey ?? TEST_WALLET_PRIVATE_KEY;
  let keyWallet: KeyWallet = createKeyWallet({ privateKey, chain });
  let chainId = options.chainId ?? LOCAL_CHAIN_ID;
  const knownChainIds = new Set(
    options.knownChainIds ?? [chainId, LOCAL_CHAIN_ID, ...(options.otherChains ?? []).map(({ id }) => id)],
  );
  let permitted = false;
  const rejections = new Set<Rejectable>();
  const holds = new Map<Rejectable, Promise<void>>();
  const requests: string[] = [];

  const emit = (event: 'accountsChanged' | 'chainChanged', data: unknown) =>
    page.evaluate(`window.__testWalletEmit(${JSON.stringify(event)}, ${JSON.stringify(data)})`);

  const answerPrompt = async (kind: Rejectable) => {
    const hold = holds.get(kind);
    holds.delete(kind);
    await hold;
    if (rejections.delete(kind)) throw new WalletRequestError(4001, 'User rejected the request.');
  };
  const requirePermission = () => {
    if (!permitted) throw new WalletRequestError(4100, 'The site is not connected to this wallet.');
  };
  const accounts = () => (permitted ? [keyWallet.address] : []);
  const permissions = () =>
    permitted
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [keyWallet.address] }],
          },
        ]
      : [];
  const moveTo = (id: number) => {
    chainId = id;
    const reached = reachable.get(id);
    if (reached && reached !== chain) {
      chain = reached;
      keyWallet = createKeyWallet({ privateKey, chain });
    }
    return emit('chainChanged', numberToHex(id));
  };

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        await answerPrompt('connection');
        permitted = true;
        return accounts();
      case 'wallet_requestPermissions':
        await answerPrompt('connection');
        permitted = true;
        return permissions();
      case 'eth_accounts':
        return accounts();
      case 'wallet_getPermissions':
        return permissions();
      case 'wallet_revokePermissions':
        permitted = false;
        return null;
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        await answerPrompt('switchChain');
        const id = hexToNumber((params[0] as { chainId: Hex }).chainId);
        if (!knownChainIds.has(id)) throw new WalletRequestError(4902, `Unrecognized chain ID ${id}.`);
        await moveTo(id);
        return null;
      }
      case 'wallet_addEthereumChain': {
        await answerPrompt('switchChain');
        const id = hexToNumber((params[0] as { chainId: Hex }).chainId);
        knownChainIds.add(id);
        await moveTo(id);
        return null;
      }
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        requirePermission();
        await answerPrompt('signature');
        return keyWallet.request({ method, params });
      case 'eth_sendTransaction':
        requirePermission();
        await answerPrompt('transaction');
        if (chainId !== chain.id)
          throw new WalletRequestError(4901, `The wallet is on chain ${chainId}, not ${chain.id}.`);
        return keyWallet.request({ method, params });
      default:
        return keyWallet.request({ method, params });
    }
  }

  await page.exposeFunction('__testWalletRequest', async (method: string, params: unknown[] = []) => {
    requests.push(method);
    try {
      return { result: await handle(method, params) };
    } catch (error) {
      return { error: rpcErrorOf(error) };
    }
  });
  await page.addInitScript(providerScript(options.asWindowEthereum ?? false));

  return {
    get address() {
      return keyWallet.address;
    },
    get chainId() {
      return chainId;
    },
    get connected() {
      return permitted;
    },
    requests,
    rejectNext: (kind) => {
      rejections.add(kind);
    },
    holdNext: (kind) => {
      let release = () => {};
      holds.set(kind, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    switchChain: async (id) => {
      knownChainIds.add(id);
      await moveTo(id);
    },
    switchAccount: async (key) => {
      privateKey = key;
      keyWallet = createKeyWallet({ privateKey, chain });
      await emit('accountsChanged', accounts());
    },
  };
}

/** The in-page half: an EIP-1193 provider whose `request` goes to Node, announced through EIP-6963. */
function providerScript(asWindowEthereum: boolean): string {
  return `(() => {
  const info = Object.freeze(${JSON.stringify(TEST_WALLET_INFO)});
  const listeners = new Map();
  const provider = {
    async request({ method, params }) {
      const answer = await window.__testWalletRequest(method, params ?? []);
      if (answer.error) {
        const error = new Error(answer.error.message);
        error.code = answer.error.code;
        if (answer.error.data !== undefined) error.data = answer.error.data;
        throw error;
      }
      return answer.result;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  Object.defineProperty(window, '__testWalletEmit', {
    value: (event, data) => { for (const listener of listeners.get(event) ?? []) listener(data); },
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (${asWindowEthereum}) window.ethereum = provider;
})();`;
}

/** An EIP-1193 error object from whatever failed: a wallet error, or the chain's RPC error inside viem's. */
function rpcErrorOf(error: unknown): { code: number; message: string; data?: unknown } {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'number') {
      const data = (cause as { data?: unknown }).data;
      const message = (cause as { details?: string }).details ?? cause.message;
      return data === undefined ? { code, message } : { code, message, data };
    }
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Connects the app to the installed test wallet the way a person does: the top bar's Connect, then the
 * wallet in the picker (found through EIP-6963). Resolves once the top bar shows the account.
 */
export async function connectTestWallet(page: Page, wallet: Pick<TestWallet, 'address'>): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: TEST_WALLET_INFO.name })
    .click();
  await accountButton(page, wallet.address).waitFor();
}

/** The top bar's account button for `address` (short form, as shown). */
export function accountButton(page: Page, address: string) {
  return page.getByRole('button', {
    name: new RegExp(`^Account ${address.slice(0, 6)}…${address.slice(-4)}`),
  });
}
