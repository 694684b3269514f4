import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToString,
  type PublicClient,
  size,
} from 'viem';
import { type BatchCall, callBatch } from './callBatch.ts';

/**
 * The most decimals a token can have and still hold one whole token: amounts are uint256, at most
 * about 1.16·10^77, so with 78 decimals or more not even one token can exist, let alone be shown.
 */
export const MAX_TOKEN_DECIMALS = 77;

/** What an address says of itself when read as an ERC-20, in the three ways it can turn out. */
export type TokenMetadata =
  /** A token the product can show and trade. `symbol` and `name` are null when its contract will not say. */
  | { kind: 'token'; address: Address; symbol: string | null; name: string | null; decimals: number }
  /** An ERC-20 whose amounts cannot be shown: refused, with the reason in the product's words. */
  | { kind: 'refused'; address: Address; symbol: string | null; name: string | null; reason: string }
  /** No contract, or one that is not an ERC-20. */
  | { kind: 'not-a-token'; address: Address; reason: string };

/**
 * Reads a token nobody has listed, as its contract answers, surviving the ways real tokens misbehave:
 * `bytes32` name and symbol (MKR, SAI) decode to text; a name or symbol that reverts or is blank is null
 * (the view labels it); decimals that revert or exceed MAX_TOKEN_DECIMALS refuse the token with a
 * reason; an address without code, or whose contract has no `totalSupply`, is not a token. One batched
 * eth_call (and the code) per address.
 */
export async function readTokenMetadata(client: PublicClient, address: Address): Promise<TokenMetadata> {
  const [code, answers] = await Promise.all([
    client.getCode({ address }),
    callBatch<string | number | bigint | null>(client, [
      textCall(address, 'symbol'),
      textCall(address, 'name'),
      erc20Call(address, 'decimals'),
      erc20Call(address, 'totalSupply'),
    ]),
  ]);
  if (!code || code === '0x') {
    return { kind: 'not-a-token', address, reason: 'There is no contract at this address on this network.' };
  }
  const [symbol, name, decimals, totalSupply] = answers.map((answer) => (answer.ok ? answer.value : null));
  if (typeof totalSupply !== 'bigint') {
    return { kind: 'not-a-token', address, reason: 'The contract at this address is not an ERC-20 token.' };
  }
  const labels = { symbol: symbol as string | null, name: name as string | null };
  if (typeof decimals !== 'number') {
    const reason = 'It does not say how many decimals it has, so no amount of it can be shown or entered.';
    return { kind: 'refused', address, ...labels, reason };
  }
  if (decimals > MAX_TOKEN_DECIMALS) {
    const reason = `It says it has ${decimals} decimals: one whole token would be more than any token amount can hold (at most ${MAX_TOKEN_DECIMALS} decimals), so no amount of it can be shown.`;
    return { kind: 'refused', address, ...labels, reason };
  }
  return { kind: 'token', address, ...labels, decimals };
}

function erc20Call(address: Address, functionName: 'decimals' | 'totalSupply'): BatchCall<number | bigint> {
  return {
    target: address,
    callData: encodeFunctionData({ abi: erc20Abi, functionName }),
    decode: (data) => decodeFunctionResult({ abi: erc20Abi, functionName, data }),
  };
}

/** `symbol()` or `name()`, read as ERC-20's `string` or, failing that, as the older `bytes32`. */
function textCall(address: Address, functionName: 'symbol' | 'name'): BatchCall<string | null> {
  return {
    target: address,
    callData: encodeFunctionData({ abi: erc20Abi, functionName }),
    decode: (data) => readableText(decodeText(functionName, data)),
  };
}

function decodeText(functionName: 'symbol' | 'name', data: Hex): string {
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName, data });
  } catch (error) {
    if (size(data) === 32) return hexToString(data, { size: 32 });
    throw error;
  }
}

/** Text a person can read: control characters dropped, spaces trimmed; nothing left is null. */
function readableText(text: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const readable = text.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return readable === '' ? null : readable;
}
