import { type Address, erc20Abi, type PublicClient } from 'viem';
import { interfaceMulticallAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { callBatch, contractCall } from './callBatch.ts';
import type { SwapCurrency } from './swapCurrency.ts';

/**
 * An account's balance of each currency, in one batched eth_call; `undefined` for a token that has no
 * contract on this chain (listed by the Data API, not deployed here).
 */
export async function readBalances(
  client: PublicClient,
  owner: Address,
  currencies: readonly Pick<SwapCurrency, 'address'>[],
): Promise<(bigint | undefined)[]> {
  const answers = await callBatch(
    client,
    currencies.map((currency) =>
      currency.address === null
        ? contractCall({
            address: PROTOCOL_ADDRESSES.multicall,
            abi: interfaceMulticallAbi,
            functionName: 'getEthBalance',
            args: [owner],
          })
        : contractCall({
            address: currency.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
    ),
  );
  return answers.map((answer) => (answer.ok ? answer.value : undefined));
}
