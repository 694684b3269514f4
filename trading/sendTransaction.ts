import {
  type AbiFunction,
  type Account,
  type Address,
  erc20Abi,
  type Hex,
  hexToBigInt,
  type PublicClient,
  type TransactionReceipt,
  toFunctionSelector,
  type WalletClient,
} from 'viem';
import { describeTradingFailure, type TradingAction } from './swapFailure.ts';
import { TradingError } from './tradingError.ts';

/** A transaction ready to go: where, what, how much ETH. Each flow prepares its own; this path runs them all. */
export interface PreparedCall {
  to: Address;
  data?: Hex;
  value: bigint;
}

/**
 * Where a transaction stands while it runs; every wait names what it waits for. `checking` is the
 * flow's own look before anything is signed (a price, a simulation); the path reports the others.
 */
export type TransactionStage =
  | { stage: 'checking' }
  | { stage: 'wallet-confirmation' }
  | { stage: 'pending'; hash: Hex };

export interface RunTransactionOptions {
  client: PublicClient;
  wallet: WalletClient;
  account: Address;
  call: PreparedCall;
  /** What the words of a failure name: a swap (the approval before one included), a send, or a liquidity change. */
  action: TradingAction;
  onStage?: (stage: TransactionStage) => void;
}

/**
 * Takes a prepared call to its end: a simulation (a revert is shown before anyone signs), the wallet's
 * signature, the pending transaction, its receipt, and the receipt's status. Nothing is sent unless the
 * simulation passed, so a failure before sending leaves the nonce and balances as they were. Resolves
 * with a successful receipt only; anything else throws a TradingError in the words of swapFailure.ts.
 */
export async function runTransaction(options: RunTransactionOptions): Promise<TransactionReceipt> {
  try {
    return await sendPrepared(options);
  } catch (error) {
    throw describeTradingFailure(error, options.client.transport.url as string | undefined, options.action);
  }
}

async function sendPrepared({
  client,
  wallet,
  account,
  call,
  action,
  onStage,
}: RunTransactionOptions): Promise<TransactionReceipt> {
  const simulated = await client.call({ account, ...call });
  assertTokenCallSucceeded(call, simulated.data);
  onStage?.({ stage: 'wallet-confirmation' });
  // A wallet holding its own key (the dev wallet, tests) signs with it; a browser wallet by address.
  const signer: Account | Address = wallet.account ?? account;
  const hash = await wallet.sendTransaction({ account: signer, chain: wallet.chain ?? null, ...call });
  onStage?.({ stage: 'pending', hash });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status === 'success') return receipt;
  throw await whyReverted(client, account, call, receipt, action);
}

/** The ERC-20 calls whose answer says whether they worked (`true`, or nothing from older tokens). */
const TOKEN_CALLS = new Set<string>(
  (['transfer', 'transferFrom', 'approve'] as const).map((functionName) =>
    toFunctionSelector(
      erc20Abi.find((item) => item.type === 'function' && item.name === functionName) as AbiFunction,
    ),
  ),
);

/**
 * A token may fail a transfer by answering `false` without reverting: the transaction would be mined
 * "successfully" and move nothing. The simulation's answer is read, so that is refused before signing.
 */
function assertTokenCallSucceeded(call: PreparedCall, returned: Hex | undefined): void {
  if (!call.data || !TOKEN_CALLS.has(call.data.slice(0, 10))) return;
  if (returned === undefined || returned === '0x' || hexToBigInt(returned) !== 0n) return;
  throw new TradingError(
    'token-refused',
    "This token's transfers fail: it answered false to this call, which would move nothing. Nothing was signed.",
  );
}

/** The simulation passed a moment ago; replaying the call at the block before says why it failed now. */
async function whyReverted(
  client: PublicClient,
  account: Address,
  call: PreparedCall,
  receipt: TransactionReceipt,
  action: TradingAction,
): Promise<TradingError> {
  const plain = new TradingError('reverted', `The transaction ${receipt.transactionHash} reverted.`);
  try {
    await client.call({ account, ...call, blockNumber: receipt.blockNumber - 1n });
    return plain;
  } catch (error) {
    const described = describeTradingFailure(error, client.transport.url as string | undefined, action);
    return described.code === 'reverted' ? described : plain;
  }
}
