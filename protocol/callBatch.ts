import {
  type Abi,
  type Address,
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
  return readAnswers(calls, answers);
}

/**
 * The same batch run as if `caller` made each call itself: for this one eth_call the multicall's code
 * is lent to `caller`'s address (a state override), so a token sees `caller` as the sender and moves
 * `caller`'s own balance. A transfer can be tried this way, before anyone signs, by anyone who holds
 * the token, and nothing of it stays on the chain.
 */
export async function callBatchAs<TResult>(
  client: PublicClient,
  caller: Address,
  calls: readonly BatchCall<TResult>[],
): Promise<BatchAnswer<TResult>[]> {
  if (calls.length === 0) return [];
  const { result } = await client.simulateContract({
    address: caller,
    abi: interfaceMulticallAbi,
    functionName: 'multicall',
    args: [calls.map(({ target, callData }) => ({ target, gasLimit: CALL_GAS_LIMIT, callData }))],
    stateOverride: [{ address: caller, code: await multicallCode(client) }],
  });
  const [, answers] = result;
  return readAnswers(calls, answers);
}

const multicallCodes = new WeakMap<PublicClient, Promise<Hex>>();

function multicallCode(client: PublicClient): Promise<Hex> {
  let code = multicallCodes.get(client);
  if (!code) {
    code = client.getCode({ address: PROTOCOL_ADDRESSES.multicall }).then((found) => {
      if (!found) throw new Error(`No multicall contract at ${PROTOCOL_ADDRESSES.multicall}`);
      return found;
    });
    code.catch(() => multicallCodes.delete(client));
    multicallCodes.set(client, code);
  }
  return code;
}

// An empty answer reaches `decode`: a token that returns nothing from `transfer` succeeded, and a read
// of a function with outputs fails its decoding.
function readAnswers<TResult>(
  calls: readonly BatchCall<TResult>[],
  answers: readonly { success: boolean; gasUsed: bigint; returnData: Hex }[],
): BatchAnswer<TResult>[] {
  return answers.map((answer, index): BatchAnswer<TResult> => {
    const call = calls[index];
    if (!answer.success || !call) return { ok: false };
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

/** Many typed reads in one batch: each `add` returns the getter of its answer once the batch has run. */
export class ReadBatch {
  private readonly calls: BatchCall<unknown>[] = [];
  private answers: unknown[] = [];

  add<T>(call: BatchCall<T>): () => T | undefined {
    const index = this.calls.push(call) - 1;
    return () => this.answers[index] as T | undefined;
  }

  async run(client: PublicClient, blockNumber: bigint): Promise<void> {
    const answers = await callBatch(client, this.calls, blockNumber);
    this.answers = answers.map((answer) => (answer.ok ? answer.value : undefined));
  }
}
