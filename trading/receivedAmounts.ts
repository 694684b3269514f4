import {
  type Address,
  erc20Abi,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import { weth9Abi } from '../protocol/protocolAbis.ts';
import type { SwapCurrency } from './swapCurrency.ts';

/**
 * What a mined swap actually moved for the trader: ERC-20 sides from the receipt's Transfer logs,
 * the ETH side from the account's balance before and after the block, net of the gas it paid.
 */
export async function settledAmounts(
  client: PublicClient,
  receipt: TransactionReceipt,
  account: Address,
  input: SwapCurrency,
  output: SwapCurrency,
): Promise<{ amountIn: bigint; amountOut: bigint }> {
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
  // WETH9 mints and burns without a Transfer: its Deposit and Withdrawal say what a wrap moved.
  const wethMoves = parseEventLogs({ abi: weth9Abi, logs: receipt.logs });
  const tokenFlow = (token: Address, direction: 'in' | 'out') =>
    transfers
      .filter((log) => isAddressEqual(log.address, token))
      .filter((log) => isAddressEqual(direction === 'out' ? log.args.from : log.args.to, account))
      .reduce((sum, log) => sum + log.args.value, 0n) +
    wethMoves
      .filter((log) => isAddressEqual(log.address, token))
      .filter((log) =>
        log.eventName === 'Deposit'
          ? direction === 'in' && isAddressEqual(log.args.dst, account)
          : direction === 'out' && isAddressEqual(log.args.src, account),
      )
      .reduce((sum, log) => sum + log.args.wad, 0n);
  let ethChange: bigint | undefined;
  const ethDelta = async () => {
    if (ethChange === undefined) {
      const [before, after] = await Promise.all([
        client.getBalance({ address: account, blockNumber: receipt.blockNumber - 1n }),
        client.getBalance({ address: account, blockNumber: receipt.blockNumber }),
      ]);
      ethChange = after - before + receipt.gasUsed * receipt.effectiveGasPrice;
    }
    return ethChange;
  };
  const amountIn = input.address ? tokenFlow(input.address, 'out') : -(await ethDelta());
  const amountOut = output.address ? tokenFlow(output.address, 'in') : await ethDelta();
  return { amountIn, amountOut };
}
