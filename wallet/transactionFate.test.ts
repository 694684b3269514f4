import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { freeLoopbackPort } from '../scripts/site.ts';
import { defineLocalChain } from './localChain.ts';
import { sendingPoint, type TransactionFate, transactionFate } from './transactionFate.ts';

/** Runtime code that reverts whatever it is asked: PUSH1 0, PUSH1 0, REVERT. */
const ALWAYS_REVERTS: Hex = '0x60006000fd';
const RECIPIENT = '0x000000000000000000000000000000000000dEaD';
const account = privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY);

const stopping: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopping.splice(0).reverse()) await stop();
});

describe('how a sent transaction ends', { timeout: 60_000 }, () => {
  it('confirmed once mined, though the chain held it pending first', async () => {
    const node = await startNode();
    await node.rpc('evm_setAutomine', [false]);
    const sent = await node.send({ to: RECIPIENT, value: parseEther('1') });
    const fate = follow(node.client, sent);
    await node.rpc('evm_mine', []);
    expect((await fate).status).toBe('confirmed');
  });

  it('failed when its receipt says it reverted', async () => {
    const node = await startNode();
    await node.rpc('hardhat_setCode', [RECIPIENT, ALWAYS_REVERTS]);
    const sent = await node.send({ to: RECIPIENT, value: 0n, gas: 100_000n });
    expect((await follow(node.client, sent)).status).toBe('failed');
  });

  it('dropped when the chain restarted on its URL: another first block, and the transaction unknown', async () => {
    const port = await freeLoopbackPort();
    const before = await startNode(port, new Date('2026-01-01T00:00:00Z'));
    await before.rpc('evm_setAutomine', [false]);
    const sent = await before.send({ to: RECIPIENT, value: parseEther('1') });
    const fate = follow(before.client, sent);
    await before.stop();
    // While nothing answers, it waits: a chain down for a moment has not dropped anything.
    const unsettled = await Promise.race([fate, delay(600).then(() => 'still waiting')]);
    expect(unsettled).toBe('still waiting');
    await startNode(port, new Date('2026-02-01T00:00:00Z'));
    expect(await fate).toEqual({ status: 'dropped', reason: 'chain-restarted' });
  });

  it('dropped when the account moved past its nonce without it (replaced)', async () => {
    const node = await startNode();
    await node.rpc('evm_setAutomine', [false]);
    const sent = await node.send({ to: RECIPIENT, value: parseEther('1') });
    // The node forgets it, and another transaction with the same nonce is mined instead.
    await node.rpc('hardhat_dropTransaction', [sent.hash]);
    await node.send({ to: account.address, value: 0n, nonce: sent.nonce });
    await node.rpc('evm_mine', []);
    expect(await follow(node.client, sent)).toEqual({ status: 'dropped', reason: 'nonce-passed' });
  });

  it('pending while the chain still holds it, however long', async () => {
    const node = await startNode();
    await node.rpc('evm_setAutomine', [false]);
    const sent = await node.send({ to: RECIPIENT, value: parseEther('1') });
    const following = new AbortController();
    const fate = follow(node.client, sent, following.signal);
    // Several looks: each finds it known and unmined.
    const unsettled = await Promise.race([fate, delay(500).then(() => 'still waiting')]);
    expect(unsettled).toBe('still waiting');
    following.abort();
    await expect(fate).rejects.toThrow();
  });
});

function follow(
  client: PublicClient,
  sent: Awaited<ReturnType<Node['send']>>,
  signal?: AbortSignal,
): Promise<TransactionFate> {
  return transactionFate(client, { ...sent, account: account.address }, { pollMs: 50, signal });
}

type Node = Awaited<ReturnType<typeof startNode>>;

/** A bare local node (chain id 31337, Hardhat's funded accounts) on `port`, whose first block is dated `genesis`. */
async function startNode(port = 0, genesis = new Date()) {
  const hre = await createHardhatRuntimeEnvironment({
    networks: {
      local: {
        type: 'edr-simulated',
        chainId: 31337,
        hardfork: 'cancun',
        throwOnTransactionFailures: false,
        initialDate: genesis,
      },
    },
  });
  const server = await hre.network.createServer('local', '127.0.0.1', port);
  const address = await server.listen();
  const url = `http://127.0.0.1:${address.port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.race([server.close(), delay(1000)]);
  };
  stopping.push(stop);
  const chain = defineLocalChain(url);
  // A fresh transport per request: a node stopped in process may keep serving kept-alive sockets.
  const client = createPublicClient({ chain, transport: http(url, { retryCount: 0 }) }) as PublicClient;
  const wallet: WalletClient = createWalletClient({
    chain,
    account,
    transport: http(url, { retryCount: 0 }),
  });
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method, params } as never) as Promise<unknown>;
  const send = async (call: { to: Hex; value: bigint; gas?: bigint; nonce?: number }) => {
    const point = await sendingPoint(client, account.address);
    const hash = await wallet.sendTransaction({ account, chain, ...call });
    return { hash, ...point, nonce: call.nonce ?? point.nonce };
  };
  return { url, client, rpc, send, stop };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
