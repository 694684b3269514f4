import {
  type Address,
  createTestClient,
  getContractAddress,
  type Hex,
  http,
  publicActions,
  walletActions,
} from 'viem';

/** Gas for set-up transactions, fixed so nothing is estimated twice (a V3 pool creation takes ~5 M). */
const SETUP_GAS = 15_000_000n;

/**
 * Hardhat's test RPCs with the few set-up moves the chain needs: send as any account (impersonated),
 * deploy, and relocate a deployed contract to its mainnet address.
 */
export type ChainAdmin = ReturnType<typeof chainAdmin>;

export function chainAdmin(url: string) {
  const client = createTestClient({ mode: 'hardhat', transport: http(url, { batch: false }) })
    .extend(publicActions)
    .extend(walletActions);
  const impersonated = new Set<string>();

  async function actAs(account: Address): Promise<void> {
    if (impersonated.has(account)) return;
    impersonated.add(account);
    await client.impersonateAccount({ address: account });
  }

  /** Sends as `from` (impersonated) and fails loudly on a revert: set-up must never half-succeed. */
  async function send(from: Address, request: { to?: Address; data?: Hex; value?: bigint }): Promise<Hex> {
    await actAs(from);
    const hash = await client.sendTransaction({
      account: from,
      chain: null,
      gas: SETUP_GAS,
      ...request,
    });
    const receipt = await client.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Set-up transaction ${hash} reverted`);
    return hash;
  }

  /** Deploys from `from` and returns the new contract's address (CREATE: from the account's nonce). */
  async function deploy(from: Address, code: Hex): Promise<{ address: Address; hash: Hex }> {
    const nonce = await client.getTransactionCount({ address: from });
    const hash = await send(from, { data: code });
    return { address: getContractAddress({ from, nonce: BigInt(nonce) }), hash };
  }

  /** The storage slots a transaction wrote at depth 1 (a constructor's own writes), read from its trace. */
  async function slotsWrittenBy(hash: Hex): Promise<Hex[]> {
    const trace = (await client.request({
      method: 'debug_traceTransaction',
      params: [hash, { disableMemory: true, disableStorage: true }],
    } as never)) as { structLogs: { op: string; depth: number; stack?: Hex[] }[] };
    const slots = new Set<Hex>();
    for (const step of trace.structLogs) {
      const key = step.stack?.at(-1);
      if (step.op === 'SSTORE' && step.depth === 1 && key) slots.add(key);
    }
    return [...slots];
  }

  return { client, actAs, send, deploy, slotsWrittenBy };
}
