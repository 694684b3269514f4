import {
  type Address,
  createTestClient,
  getContractAddress,
  type Hex,
  publicActions,
  type Transport,
  toHex,
  walletActions,
} from 'viem';

/** Gas for set-up transactions, fixed so nothing is estimated (a V3 pool creation takes ~5 M). */
const SETUP_GAS = 15_000_000n;
/** Any address: a traced call changes nothing. */
const TRACE_CALLER = '0x0000000000000000000000000000000000000001';
/** What a set-up account is given for gas when first used. */
const SETUP_ACCOUNT_ETH = 10n ** 30n;

/**
 * Hardhat's test RPCs with the set-up moves the chain needs: send as any account (impersonated, given
 * ETH for gas) and deploy. Each transaction is mined as it is sent (automine), and the node is
 * configured to throw on a reverted transaction, so set-up never half-succeeds. (Queuing many into
 * one block was tried: the node re-executes the pending block on every send, quadratic in its size.)
 */
export type ChainAdmin = ReturnType<typeof chainAdmin>;

export function chainAdmin(transport: Transport) {
  const client = createTestClient({ mode: 'hardhat', transport }).extend(publicActions).extend(walletActions);
  const nonces = new Map<Address, number>();

  async function nextNonce(account: Address): Promise<number> {
    let nonce = nonces.get(account);
    if (nonce === undefined) {
      await Promise.all([
        client.impersonateAccount({ address: account }),
        client.setBalance({ address: account, value: SETUP_ACCOUNT_ETH }),
      ]);
      nonce = await client.getTransactionCount({ address: account });
    }
    nonces.set(account, nonce + 1);
    return nonce;
  }

  /** Sends (and mines) a transaction from `from`, impersonated. */
  async function send(from: Address, request: { to?: Address; data?: Hex; value?: bigint }): Promise<Hex> {
    const nonce = await nextNonce(from);
    return client.sendTransaction({ account: from, chain: null, gas: SETUP_GAS, nonce, ...request });
  }

  /** Deploys from `from`; the address follows from the account's nonce (CREATE). */
  async function deploy(from: Address, code: Hex): Promise<{ address: Address; hash: Hex }> {
    const nonce = await nextNonce(from);
    const hash = await client.sendTransaction({
      account: from,
      chain: null,
      gas: SETUP_GAS,
      nonce,
      data: code,
    });
    return { address: getContractAddress({ from, nonce: BigInt(nonce) }), hash };
  }

  /** Starts the account's next transactions at `nonce` (replaying a mainnet deployment). */
  async function setNonce(account: Address, nonce: number): Promise<void> {
    await nextNonce(account);
    await client.setNonce({ address: account, nonce });
    nonces.set(account, nonce);
  }

  /**
   * The storage slots a constructor writes (at depth 1), read from a trace of its creation code run as
   * a call: nothing to mine, and no block to replay as tracing a mined transaction would.
   */
  async function slotsWrittenByConstructor(code: Hex): Promise<Hex[]> {
    const trace = (await client.request({
      method: 'debug_traceCall',
      params: [
        { from: TRACE_CALLER, data: code, gas: toHex(SETUP_GAS) },
        'latest',
        { disableMemory: true, disableStorage: true },
      ],
    } as never)) as { failed: boolean; structLogs: { op: string; depth: number; stack?: Hex[] }[] };
    if (trace.failed) throw new Error('A constructor reverted when traced');
    const slots = new Set<Hex>();
    for (const step of trace.structLogs) {
      const key = step.stack?.at(-1);
      if (step.op === 'SSTORE' && step.depth === 1 && key) slots.add(key);
    }
    return [...slots];
  }

  return { client, send, deploy, setNonce, slotsWrittenByConstructor };
}
