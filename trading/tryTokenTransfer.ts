import {
  type Address,
  decodeFunctionResult,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type PublicClient,
} from 'viem';
import { type BatchCall, callBatchAs, contractCall } from '../protocol/callBatch.ts';

/**
 * What a transfer of a token does, tried before anyone signs: it arrives whole, arrives short (the
 * token takes a fee), or fails (it reverts, answers false, or moves nothing).
 */
export type TokenTransferTrial =
  | { ok: true; sent: bigint; received: bigint }
  | { ok: false; failure: TokenTransferFailure };

export type TokenTransferFailure = 'reverts' | 'returns-false' | 'moves-nothing';

/**
 * How the token is moved: `transfer` by its holder (a send, a pool paying out), or `transferFrom` by
 * an approved spender (Permit2 taking a swap's input).
 */
export type TransferKind = 'transfer' | 'transferFrom';

/** A transfer to try: `amount` of `token` from `from` to `to`, as `kind` moves it. */
interface TransferToTry {
  token: Address;
  from: Address;
  to: Address;
  amount: bigint;
  kind: TransferKind;
}

/**
 * Tries `amount` of `token` from `from` to `to` in one eth_call (the holder's address lent the
 * multicall's code, protocol/callBatch.ts), and reads what `to` received. `from` must hold the token:
 * when it holds less than `amount`, its whole balance is tried and the answer scaled to `amount`.
 */
export async function tryTokenTransfer(
  client: PublicClient,
  { token, from, to, amount, kind }: TransferToTry,
): Promise<TokenTransferTrial> {
  const first = await trial(client, { token, from, to, amount, kind });
  if (first.held >= amount || first.held === 0n) return first.outcome;
  const whole = await trial(client, { token, from, to, amount: first.held, kind });
  if (!whole.outcome.ok) return whole.outcome;
  return { ok: true, sent: amount, received: (amount * whole.outcome.received) / whole.outcome.sent };
}

/**
 * The share of a transfer the token takes as a fee, to the nearest basis point: a wei lost to a
 * rebasing token's rounding is no fee (the amounts still count it).
 */
export function transferFeeBps(trial: { sent: bigint; received: bigint }): bigint {
  if (trial.sent === 0n || trial.received >= trial.sent) return 0n;
  return ((trial.sent - trial.received) * 10_000n + trial.sent / 2n) / trial.sent;
}

async function trial(
  client: PublicClient,
  { token, from, to, amount, kind }: TransferToTry,
): Promise<{ held: bigint; outcome: TokenTransferTrial }> {
  const balance = (owner: Address) =>
    contractCall({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const move: BatchCall<boolean>[] =
    kind === 'transfer'
      ? [tokenCall(token, 'transfer', [to, amount])]
      : [tokenCall(token, 'approve', [from, amount]), tokenCall(token, 'transferFrom', [from, to, amount])];
  const answers = await callBatchAs<bigint | boolean>(client, from, [
    balance(from),
    balance(to),
    ...move,
    balance(to),
  ]);
  const [held, before, ...rest] = answers;
  const after = rest.pop();
  const holding = held?.ok ? (held.value as bigint) : 0n;
  const failed = rest.find((answer) => !answer.ok || answer.value === false);
  if (failed)
    return { held: holding, outcome: { ok: false, failure: failed.ok ? 'returns-false' : 'reverts' } };
  const received = after?.ok && before?.ok ? (after.value as bigint) - (before.value as bigint) : 0n;
  if (received <= 0n && amount > 0n)
    return { held: holding, outcome: { ok: false, failure: 'moves-nothing' } };
  return { held: holding, outcome: { ok: true, sent: amount, received } };
}

/**
 * An ERC-20 call that answers success: `true`, or nothing at all (tokens such as USDT return no value);
 * `false` is a failure that did not revert.
 */
function tokenCall(
  token: Address,
  functionName: 'transfer' | 'approve' | 'transferFrom',
  args: readonly [Address, bigint] | readonly [Address, Address, bigint],
): BatchCall<boolean> {
  return {
    target: token,
    callData: encodeFunctionData({ abi: erc20Abi, functionName, args } as EncodeFunctionDataParameters),
    decode: (data: Hex) =>
      data === '0x' ? true : (decodeFunctionResult({ abi: erc20Abi, functionName, data }) as boolean),
  };
}
