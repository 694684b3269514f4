import {
  type AbiFunction,
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  type Hex,
  hexToBigInt,
  type PublicClient,
  type TransactionReceipt,
  toFunctionSelector,
  UserRejectedRequestError,
  type WalletClient,
} from 'viem';
import {
  browserJournalStorage,
  type RememberedTransaction,
  rememberTransaction,
  settleTransaction,
  type TransactionKind,
} from '../wallet/rememberedTransactions.ts';
import { sendingPoint, transactionFate } from '../wallet/transactionFate.ts';
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
  /**
   * Reads, simulates and follows the transaction on its chain (every app client has one:
   * wallet/appChainClient.ts): the chain the wallet must sign on.
   */
  client: PublicClient;
  wallet: WalletClient;
  account: Address;
  call: PreparedCall;
  /** What the words of a failure name: a swap (the approval before one included), a send, or a liquidity change. */
  action: TradingAction;
  /** What it does in the product's words, remembered with it (default: the action's own word). */
  description?: TransactionDescription;
  onStage?: (stage: TransactionStage) => void;
}

/** What a transaction does, as the top bar, the account menu and the toasts say it. */
export interface TransactionDescription {
  kind: TransactionKind;
  /** "Swap 0.5 ETH for 1,728.92 USDC", "Approve USDC for swaps". */
  summary: string;
}

const DEFAULT_DESCRIPTIONS: Record<TradingAction, TransactionDescription> = {
  swap: { kind: 'swap', summary: 'Swap' },
  send: { kind: 'send', summary: 'Send' },
  liquidity: { kind: 'liquidity', summary: 'Liquidity change' },
  bid: { kind: 'bid', summary: 'Bid' },
  claim: { kind: 'claim', summary: 'Claim' },
  governance: { kind: 'governance', summary: 'Governance' },
};

/** How often a sent transaction is looked for: a local chain mines at once. */
const FATE_POLL_MS = 200;

/**
 * Takes a prepared call to its end: a simulation (a revert is shown before anyone signs), the wallet
 * switched to the client's chain if it is on another (declined: nothing is sent), the wallet's
 * signature, the pending transaction, its receipt, and the receipt's status. Nothing is sent unless the
 * simulation passed, so a failure before sending leaves the nonce and balances as they were. A sent
 * transaction is remembered in this browser (wallet/rememberedTransactions.ts) until it ends, so a
 * reload or another tab still follows it; one the chain drops (it restarted) ends as `dropped`.
 * Resolves with a successful receipt only; anything else throws a TradingError in the words of
 * swapFailure.ts.
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
  description = DEFAULT_DESCRIPTIONS[action],
  onStage,
}: RunTransactionOptions): Promise<TransactionReceipt> {
  const { chain } = client;
  if (!chain) throw new Error('A transaction runs on a client bound to its chain; this one has none');
  const [simulated, point] = await Promise.all([
    client.call({ account, ...call }),
    sendingPoint(client, account),
  ]);
  assertTokenCallSucceeded(call, simulated.data);
  onStage?.({ stage: 'wallet-confirmation' });
  await switchWalletTo(wallet, chain);
  // A wallet holding its own key (the dev wallet, tests) signs with it; a browser wallet by address.
  const signer: Account | Address = wallet.account ?? account;
  // The chain given, viem checks the wallet is on it before sending: a switch made elsewhere meanwhile fails here.
  const hash = await wallet.sendTransaction({ account: signer, chain, ...call });
  const sent: RememberedTransaction = {
    hash,
    chainId: chain.id,
    account,
    ...description,
    sentAt: Date.now(),
    ...point,
    status: 'pending',
  };
  const storage = browserJournalStorage();
  if (storage) rememberTransaction(storage, sent);
  onStage?.({ stage: 'pending', hash });
  const fate = await transactionFate(client, sent, { pollMs: FATE_POLL_MS });
  if (storage) settleTransaction(storage, sent, fate.status);
  if (fate.status === 'dropped') throw droppedError(fate.reason);
  if (fate.receipt.status === 'success') return fate.receipt;
  throw await whyReverted(client, account, call, fate.receipt, action);
}

/**
 * A wallet switched to another network (the second local chain, a real one) would sign there: it is
 * asked to switch to the run's chain first, and a wallet that does not know the chain is asked to add it.
 */
async function switchWalletTo(wallet: WalletClient, chain: Chain): Promise<void> {
  if ((await wallet.getChainId()) === chain.id) return;
  try {
    await wallet.switchChain({ id: chain.id }).catch(async (error: unknown) => {
      if ((error as { code?: unknown }).code !== UNRECOGNIZED_CHAIN) throw error;
      await wallet.addChain({ chain });
      await wallet.switchChain({ id: chain.id });
    });
  } catch (error) {
    const declined =
      error instanceof UserRejectedRequestError || (error as { code?: unknown }).code === USER_REJECTED;
    throw new TradingError(
      'wrong-network',
      declined
        ? `Your wallet stayed on another network: this goes to ${chain.name}, so switch to it to continue. Nothing was sent.`
        : `Your wallet could not switch to ${chain.name}: switch to it in your wallet to continue. Nothing was sent.`,
      { cause: error },
    );
  }
}

/** EIP-1193's "user rejected" and EIP-3326's "unrecognized chain" codes. */
const USER_REJECTED = 4001;
const UNRECOGNIZED_CHAIN = 4902;

function droppedError(reason: 'chain-restarted' | 'nonce-passed'): TradingError {
  return new TradingError(
    'dropped',
    reason === 'chain-restarted'
      ? 'The chain restarted and no longer knows this transaction: it was dropped and will never be mined.'
      : 'Another transaction from your account took its place: it was dropped and will never be mined.',
  );
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
