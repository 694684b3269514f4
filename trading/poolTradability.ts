import type { Address } from 'viem';
import { type ListedPool, listedReadOnlyReason, type ReadOnlyReason } from '../data/poolReadOnly.ts';
import { GET_SLOT0_SELECTOR } from '../protocol/functionSelectors.ts';

/** A chain that does not answer within this says nothing about the pool. */
const CHAIN_READ_TIMEOUT_MS = 10_000;

/**
 * Whether swaps can go through a listed pool on the app's chain: what its listing tells first
 * (data/poolReadOnly.ts), then the chain itself: a pool with no code (V2/V3) or no price (V4) was never
 * created here. `undefined` means tradable. Two plain JSON-RPC reads: the pool page asks this on every
 * visit, and loading the chain library for it cost a phone a quarter of a second of script work.
 * `v4StateView`: the chain's V4 StateView.
 */
export async function readOnlyReason(
  rpcUrl: string,
  v4StateView: Address,
  pool: ListedPool,
): Promise<ReadOnlyReason | undefined> {
  const listed = listedReadOnlyReason(pool);
  if (listed) return listed;
  if (pool.version === 'V4') {
    const slot0 = await rpc(rpcUrl, 'eth_call', [
      { to: v4StateView, data: `${GET_SLOT0_SELECTOR}${pool.address.slice(2)}` },
      'latest',
    ]);
    // The first word is sqrtPriceX96: zero for a pool that was never initialised.
    return /^0x0{64}/.test(slot0) ? 'not on this chain' : undefined;
  }
  const code = await rpc(rpcUrl, 'eth_getCode', [pool.address, 'latest']);
  return code !== '0x' ? undefined : 'not on this chain';
}

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(CHAIN_READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method}: the chain answered ${response.status}`);
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (typeof body.result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(body.result)) {
    throw new Error(`${method}: ${body.error?.message ?? 'no hex result'}`);
  }
  return body.result;
}
