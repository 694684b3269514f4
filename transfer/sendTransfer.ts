import {
  type Account,
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
import { describeTradingFailure } from '../trading/swapFailure.ts';
import { TradingError } from '../trading/tradingError.ts';

/** What is sent: ETH (`token.address` null) or an ERC-20, in the token's smallest unit. */
export interface Transfer {
  token: { address: Address | null };
  amount: bigint;
  recipient: Address;
}

/** Where a send stands while it runs; every wait names what it waits for. */
export type SendStage =
  | { stage: 'checking' }
  | { stage: 'wallet-confirmation' }
  | { stage: 'pending'; hash: Hex };

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
  onStage?: (stage: SendStage) => void;
}

/**
 * Runs a reviewed send to its end: a simulation (a revert or a shortfall is shown before anyone signs),
 * the wallet's signature, the receipt, and the amount actually moved. Nothing is sent unless every step
 * before it succeeded, so a refusal leaves balances as they were. Throws a TradingError in clear words.
 */
export async function sendTransfer(options: SendTransferOptions): Promise<SendOutcome> {
  try {
    return await runSend(options);
  } catch (error) {
    throw describeTradingFailure(error, options.client.transport.url as string | undefined, 'send');
  }
}

async function runSend({
  client,
  wallet,
  account,
  transfer,
  onStage,
}: SendTransferOptions): Promise<SendOutcome> {
  onStage?.({ stage: 'checking' });
  const transaction = transferTransaction(transfer);
  await client.call({ account, ...transaction });
  onStage?.({ stage: 'wallet-confirmation' });
  const hash = await wallet.sendTransaction({
    account: account as Account | Address,
    chain: wallet.chain ?? null,
    ...transaction,
  });
  onStage?.({ stage: 'pending', hash });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') {
    // The simulation passed a moment ago; replaying the call at the block says why it failed now.
    await client.call({ account, ...transaction, blockNumber: receipt.blockNumber - 1n });
    throw new TradingError('reverted', `The transaction ${hash} reverted.`);
  }
  return {
    hash,
    blockNumber: receipt.blockNumber,
    amountSent: await amountMoved(client, receipt, account, transfer),
  };
}

/** The transaction of a transfer: a plain value transfer for ETH, `transfer(to, amount)` for an ERC-20. */
export function transferTransaction({ token, amount, recipient }: Transfer) {
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
