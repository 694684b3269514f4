import {
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  decodeFunctionResult,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type Hex,
  type PublicClient,
} from 'viem';
import { interfaceMulticallAbi } from './protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

/** One call of a batch: where it goes, its calldata, and how to read its answer. */
export interface BatchCall<TResult> {
  target: Hex;
  callData: Hex;
  decode: (returnData: Hex) => TResult;
}

export type BatchAnswer<TResult> = { ok: true; value: TResult; gasUsed: bigint } | { ok: false };

/** A call's own gas cap: a quote through two V3 pools that cross many ticks stays well below this. */
const CALL_GAS_LIMIT = 5_000_000n;

/** A typed call for a batch, from the same parameters viem's `readContract` takes. */
export function contractCall<
  const TAbi extends Abi,
  TName extends ContractFunctionName<TAbi>,
  const TArgs extends ContractFunctionArgs<TAbi, 'nonpayable' | 'payable' | 'view' | 'pure', TName>,
>(parameters: {
  address: Hex;
  abi: TAbi;
  functionName: TName;
  args: TArgs;
}): BatchCall<ContractFunctionReturnType<TAbi, 'nonpayable' | 'payable' | 'view' | 'pure', TName, TArgs>> {
  const { address, abi, functionName, args } = parameters;
  return {
    target: address,
    callData: encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters),
    decode: (returnData) =>
      decodeFunctionResult({ abi, functionName, data: returnData } as never) as ContractFunctionReturnType<
        TAbi,
        'nonpayable' | 'payable' | 'view' | 'pure',
        TName,
        TArgs
      >,
  };
}

/**
 * Many reads in one eth_call through the V3 periphery's interface multicall: a failing call (a quote
 * through an empty pool) fails alone, and each answer carries the gas it used. One round trip keeps
 * a quote over dozens of candidate routes within the latency budget. With `blockNumber`, every answer
 * is of that block (the Data API reads an owner's positions at one block).
 */
export async function callBatch<TResult>(
  client: PublicClient,
  calls: readonly BatchCall<TResult>[],
  blockNumber?: bigint,
): Promise<BatchAnswer<TResult>[]> {
  if (calls.length === 0) return [];
  const { result } = await client.simulateContract({
    address: PROTOCOL_ADDRESSES.multicall,
    abi: interfaceMulticallAbi,
    functionName: 'multicall',
    args: [calls.map(({ target, callData }) => ({ target, gasLimit: CALL_GAS_LIMIT, callData }))],
    ...(blockNumber === undefined ? {} : { blockNumber }),
  });
  const [, answers] = result;
  return answers.map((answer, index): BatchAnswer<TResult> => {
    const call = calls[index];
    if (!answer.success || !call || answer.returnData === '0x') return { ok: false };
    try {
      return { ok: true, value: call.decode(answer.returnData), gasUsed: answer.gasUsed };
    } catch {
      return { ok: false };
    }
  });
}

/** The same call, its answer read into another shape (so calls of different functions share a batch). */
export function mapCall<TResult, TMapped>(
  call: BatchCall<TResult>,
  map: (result: TResult) => TMapped,
): BatchCall<TMapped> {
  return { ...call, decode: (returnData) => map(call.decode(returnData)) };
}
