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

/** What is sent: ETH (`token.address` null) or an ERC-20, in the token's smallest unit. */
export interface Transfer {
  token: { address: Address | null };
  amount: bigint;
  recipient: Address;
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

/** The transaction of a transfer: a plain value transfer for ETH, `transfer(to, amount)` for an ERC-20. */
export function transferTransaction({ token, amount, recipient }: Transfer): PreparedCall {
  if (token.address === null) return { to: recipient, value: amount };
  return {
    to: token.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
    value: 0n,
  };
}

async function amountMoved(
  client: PublicClient,
  receipt: TransactionReceipt,
  account: Address,
  { token, recipient }: Transfer,
): Promise<bigint> {
  if (token.address === null) return (await client.getTransaction({ hash: receipt.transactionHash })).value;
  const tokenAddress = token.address;
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    .filter(
      (log) =>
        isAddressEqual(log.address, tokenAddress) &&
        isAddressEqual(log.args.from, account) &&
        isAddressEqual(log.args.to, recipient),
    )
    .reduce((sum, log) => sum + log.args.value, 0n);
}
