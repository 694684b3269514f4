import { type Address, erc20Abi, type PublicClient } from 'viem';
import { callBatch, contractCall } from '../protocol/callBatch.ts';
import { interfaceMulticallAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';

/**
 * An account's balance of each token (`address` null: ETH), in one batched eth_call; `undefined` for a
 * token that has no contract on this chain (listed by the Data API, not deployed here).
 */
export async function readBalances(
  client: PublicClient,
  owner: Address,
  tokens: readonly { address: Address | null }[],
): Promise<(bigint | undefined)[]> {
  const answers = await callBatch(
    client,
    tokens.map((token) =>
      token.address === null
        ? contractCall({
            address: PROTOCOL_ADDRESSES.multicall,
            abi: interfaceMulticallAbi,
            functionName: 'getEthBalance',
            args: [owner],
          })
        : contractCall({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
    ),
  );
  return answers.map((answer) => (answer.ok ? answer.value : undefined));
}
