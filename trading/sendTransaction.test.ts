import { createWalletClient, custom, type EIP1193RequestFn, type Hex, numberToHex, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { runTransaction } from './sendTransaction.ts';
import type { TradingError } from './tradingError.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

/** The second local chain of an e2e build: a wallet switched there must not be asked to send there. */
const OTHER_CHAIN_ID = 8453;
const recipient = '0x000000000000000000000000000000000000c1a1';

/**
 * A browser wallet as the page sees it: on `OTHER_CHAIN_ID` until switched (or, with `declines`, never),
 * every other request answered by the local chain, and every method asked for recorded.
 */
function walletOnAnotherChain({ declines }: { declines: boolean }) {
  let chainId = OTHER_CHAIN_ID;
  const asked: string[] = [];
  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    asked.push(method);
    if (method === 'eth_chainId') return numberToHex(chainId);
    if (method === 'wallet_switchEthereumChain') {
      if (declines) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      chainId = Number((params as [{ chainId: Hex }])[0].chainId);
      return null;
    }
    const response = await fetch(chain.node.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const { result, error } = (await response.json()) as { result?: unknown; error?: unknown };
    if (error) throw error;
    return result;
  }) as EIP1193RequestFn;
  const account = privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY);
  const wallet = createWalletClient({ account, transport: custom({ request }) });
  return { wallet, account, asked, chainId: () => chainId };
}

const transfer = { to: recipient, value: parseEther('0.25') } as const;

describe('the one transaction path signs on its chain only', () => {
  it('switches a wallet on another network to the run’s chain before it signs, then sends there', async () => {
    const { wallet, account, asked, chainId } = walletOnAnotherChain({ declines: false });
    const before = await chain.client.getBalance({ address: recipient });
    const receipt = await runTransaction({
      client: chain.client,
      wallet,
      account: account.address,
      call: transfer,
      action: 'send',
    });
    expect(receipt.status).toBe('success');
    expect(chainId()).toBe(chain.chain.id);
    expect(asked.indexOf('wallet_switchEthereumChain')).toBeGreaterThan(-1);
    expect(asked.indexOf('wallet_switchEthereumChain')).toBeLessThan(asked.indexOf('eth_sendRawTransaction'));
    expect(await chain.client.getBalance({ address: recipient })).toBe(before + transfer.value);
  });

  it('refuses with a clear message when the switch is declined, and sends nothing', async () => {
    const { wallet, account, asked } = walletOnAnotherChain({ declines: true });
    const before = await chain.client.getBalance({ address: recipient });
    const stages: string[] = [];
    const refusal = (await runTransaction({
      client: chain.client,
      wallet,
      account: account.address,
      call: transfer,
      action: 'send',
      onStage: ({ stage }) => stages.push(stage),
    }).catch((error: unknown) => error)) as TradingError;
    expect(refusal.code).toBe('wrong-network');
    expect(refusal.message).toMatch(/stayed on another network: this goes to .+\. Nothing was sent\./);
    expect(asked).not.toContain('eth_sendRawTransaction');
    expect(asked).not.toContain('eth_sendTransaction');
    expect(stages).not.toContain('pending');
    expect(await chain.client.getBalance({ address: recipient })).toBe(before);
  });
});
