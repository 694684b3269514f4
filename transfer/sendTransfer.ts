import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
  type TransactionReceipt,
  type WalletClient,
} from 'viem';
import { type PreparedCall, runTransaction, type TransactionStage } from '../trading/sendTransaction.ts';
import { describeTradingFailure } from '../trading/swapFailure.ts';
import { tokenTransferRefusal } from '../trading/tokenTransferRefusal.ts';
import { TradingError } from '../trading/tradingError.ts';
import { tryTokenTransfer } from '../trading/tryTokenTransfer.ts';

/** What is sent: ETH (`token.address` null) or an ERC-20, in the token's smallest unit. */
export interface Transfer {
  /** The symbol names the token in a refusal's words. */
  token: { address: Address | null; symbol: string };
  amount: bigint;
  recipient: Address;
}

/** A send tried on the chain: what the recipient would get (less than sent when the token takes a fee). */
export interface TriedSend {
  received: bigint;
}

export interface SendOutcome {
  hash: Hex;
  blockNumber: bigint;
  /** What the chain actually moved to the recipient (the transaction's value, or its Transfer logs). */
  amountSent: bigint;
}

export interface SendTransferOptions {
  client: PublicClient;
  wallet: WalletClient;
  account: Address;
  transfer: Transfer;
  /** What the send does in the product's words ("Send 5 USDC to 0x12…cdef"), remembered with it. */
  summary: string;
  onStage?: (stage: TransactionStage) => void;
}

/**
 * Runs a reviewed send to its end through the one transaction path (a revert or a shortfall is shown
 * before anyone signs; the receipt's status is checked), then reads the amount actually moved. A
 * failure before sending leaves balances as they were. Throws a TradingError in clear words.
 */
export async function sendTransfer({
  client,
  wallet,
  account,
  transfer,
  summary,
  onStage,
}: SendTransferOptions): Promise<SendOutcome> {
  onStage?.({ stage: 'checking' });
  // Tried again at signing: a balance that moved by itself (a rebasing token) or a token that began to
  // fail since the review is refused here, before the wallet is asked.
  await trySend(client, account, transfer).catch((error: unknown) => {
    throw describeTradingFailure(error, client.transport.url as string | undefined, 'send');
  });
  const receipt = await runTransaction({
    client,
    wallet,
    account,
    call: transferTransaction(transfer),
    action: 'send',
    description: { kind: 'send', summary },
    onStage,
  });
  try {
    return {
      hash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      amountSent: await amountMoved(client, receipt, account, transfer),
    };
  } catch (error) {
    throw describeTradingFailure(error, client.transport.url as string | undefined, 'send');
  }
}

/**
 * The send tried on the chain before anyone signs, from the sender to the recipient: the balance read
 * fresh, then the token's own transfer, whose answer and the recipient's balance say what arrives.
 * Throws a TradingError in the product's words for a send that must be refused.
 */
export async function trySend(
  client: PublicClient,
  account: Address,
  transfer: Transfer,
): Promise<TriedSend> {
  const { token, amount, recipient } = transfer;
  if (token.address === null) return { received: amount };
  const held = await client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });
  if (held < amount)
    throw new TradingError(
      'insufficient-balance',
      `Your ${token.symbol} balance is less than this send: it changed since you reviewed, or this token's balances move by themselves. Nothing was signed: review the amount again.`,
    );
  const tried = await tryTokenTransfer(client, {
    token: token.address,
    from: account,
    to: recipient,
    amount,
    kind: 'transfer',
  });
  if (!tried.ok)
    throw new TradingError('token-refused', tokenTransferRefusal(token.symbol, tried.failure, 'send'));
  return { received: tried.received };
}

/** The transaction of a transfer: a plain value transfer for ETH, `transfer(to, amount)` for an ERC-20. */
export function transferTransaction({ token, amount, recipient }: Transfer): PreparedCall {
  if (token.address === null) return { to: recipient, value: amount };
  return {
    to: token.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
    value: 0n,
  };
}

/**
 * What reached the recipient: the transaction's value for ETH; for a token, the recipient's balance
 * before and after the block (a token that takes a fee may log the amount sent, not the amount
 * received), or the Transfer logs when sending to oneself.
 */
async function amountMoved(
  client: PublicClient,
  receipt: TransactionReceipt,
  account: Address,
  { token, recipient }: Transfer,
): Promise<bigint> {
  if (token.address === null) return (await client.getTransaction({ hash: receipt.transactionHash })).value;
  const tokenAddress = token.address;
  if (!isAddressEqual(account, recipient)) {
    const balanceAt = (blockNumber: bigint) =>
      client.readContract({
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
        blockNumber,
      });
    const [before, after] = await Promise.all([
      balanceAt(receipt.blockNumber - 1n),
      balanceAt(receipt.blockNumber),
    ]);
    return after - before;
  }
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    .filter(
      (log) =>
        isAddressEqual(log.address, tokenAddress) &&
        isAddressEqual(log.args.from, account) &&
        isAddressEqual(log.args.to, recipient),
    )
    .reduce((sum, log) => sum + log.args.value, 0n);
}
