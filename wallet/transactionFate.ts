import {
  type Address,
  type Hex,
  type PublicClient,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';

/** How a sent transaction ended: mined (with its receipt's status), or dropped by the chain. */
export type TransactionFate =
  | { status: 'confirmed' | 'failed'; receipt: TransactionReceipt }
  | { status: 'dropped'; reason: 'chain-restarted' | 'nonce-passed' };

/** The chain a transaction goes to and the account's next nonce, read just before it is signed. */
export interface SendingPoint {
  genesisHash: Hex;
  nonce: number;
}

export interface SentTransaction extends SendingPoint {
  hash: Hex;
  account: Address;
}

/** Reads where a transaction about to be sent stands: the chain's first block and the account's next nonce. */
export async function sendingPoint(client: PublicClient, account: Address): Promise<SendingPoint> {
  const [genesis, nonce] = await Promise.all([
    client.getBlock({ blockNumber: 0n }),
    client.getTransactionCount({ address: account, blockTag: 'pending' }),
  ]);
  return { genesisHash: genesis.hash, nonce };
}

/**
 * Follows a sent transaction until the chain says how it ended, asking every `pollMs`. It is mined
 * when it has a receipt (confirmed, or failed on status 0). It is dropped when the chain does not know
 * it and never will: the chain's first block is another (the chain restarted, its state fresh), or the
 * account's nonce moved past it unmined (replaced or cancelled). While the chain does not answer it
 * waits: a chain that is down for a moment has not dropped anything.
 *
 * Not viem's waitForTransactionReceipt: that one looks again only when the block number rises above
 * the highest it has seen, so on a restarted chain (whose head is lower) it waits for ever, and it
 * never gives up on a transaction the chain does not know.
 */
export async function transactionFate(
  client: PublicClient,
  sent: SentTransaction,
  { pollMs, signal }: { pollMs: number; signal?: AbortSignal },
): Promise<TransactionFate> {
  let nonce = sent.nonce;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const mined = await receiptOf(client, sent.hash);
      if (mined) return mined;
      const known = await client.getTransaction({ hash: sent.hash }).catch((error: unknown) => {
        if (error instanceof TransactionNotFoundError) return undefined;
        throw error;
      });
      if (known) {
        // The wallet chooses the nonce; the one it chose replaces the one foreseen.
        nonce = known.nonce;
      } else {
        const genesis = await client.getBlock({ blockNumber: 0n });
        if (genesis.hash !== sent.genesisHash) return { status: 'dropped', reason: 'chain-restarted' };
        const count = await client.getTransactionCount({ address: sent.account, blockTag: 'latest' });
        // Mined between the look for its receipt and the count: the count moved past it for that reason.
        const minedMeanwhile = count > nonce ? await receiptOf(client, sent.hash) : undefined;
        if (minedMeanwhile) return minedMeanwhile;
        if (count > nonce) return { status: 'dropped', reason: 'nonce-passed' };
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      // The chain did not answer: ask again later.
    }
    await pause(pollMs, signal);
  }
}

async function receiptOf(client: PublicClient, hash: Hex): Promise<TransactionFate | undefined> {
  try {
    const receipt = await client.getTransactionReceipt({ hash });
    return { status: receipt.status === 'success' ? 'confirmed' : 'failed', receipt };
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
