import { type AbiFunction, decodeAbiParameters, formatEther, type Hex, parseAbiItem } from 'viem';
import { shortAddress } from '../../components/formatNumbers.ts';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { TRANSFER_SIGNATURE } from '../../trading/governanceCalls.ts';

/** A proposal's action as the Data API gives it: strings all, as an anyone's proposal may hold anything. */
export interface ActionText {
  target: string;
  value: string;
  signature: string;
  calldata: string;
}

/** Contracts the words name: the treasury and the tokens it pays in. */
const NAMES: Record<string, string> = {
  [PROTOCOL_ADDRESSES.timelock.toLowerCase()]: 'the treasury (Timelock)',
  [PROTOCOL_ADDRESSES.governorAlpha.toLowerCase()]: 'the governor',
  [PROTOCOL_ADDRESSES.uni.toLowerCase()]: 'UNI',
};
const UNI_DECIMALS = 18;

/**
 * An action in words: a UNI transfer out of the treasury reads as one ("Transfer 1,000 UNI from the
 * treasury to 0x1234…abcd"); any other call names its function and arguments as decoded, or its raw
 * calldata when it cannot be decoded.
 */
export function proposalActionWords(action: ActionText): string {
  const target = action.target.toLowerCase();
  const sends = BigInt(action.value) > 0n ? ` and send ${formatEther(BigInt(action.value))} ETH` : '';
  if (target === PROTOCOL_ADDRESSES.uni.toLowerCase() && action.signature === TRANSFER_SIGNATURE) {
    const decoded = decode(TRANSFER_SIGNATURE, action.calldata);
    if (decoded) {
      const [recipient, amount] = decoded as [string, bigint];
      return `Transfer ${formatTokenAmount(amount, UNI_DECIMALS)} UNI from the treasury to ${addressWords(recipient)}${sends}`;
    }
  }
  if (!action.signature) {
    return action.calldata === '0x'
      ? `Send ${formatEther(BigInt(action.value))} ETH to ${addressWords(action.target)}`
      : `Call ${addressWords(action.target)} with data ${shortAddress(action.calldata)}${sends}`;
  }
  const decoded = decode(action.signature, action.calldata);
  const name = action.signature.split('(')[0];
  const args = decoded ? decoded.map(argumentWords).join(', ') : `data ${shortAddress(action.calldata)}`;
  return `Call ${name}(${args}) on ${addressWords(action.target)}${sends}`;
}

function decode(signature: string, calldata: string): readonly unknown[] | undefined {
  try {
    const item = parseAbiItem(`function ${signature}`) as AbiFunction;
    return decodeAbiParameters(item.inputs, calldata as Hex);
  } catch {
    return undefined;
  }
}

function addressWords(address: string): string {
  return NAMES[address.toLowerCase()] ?? shortAddress(address);
}

function argumentWords(value: unknown): string {
  if (typeof value === 'string') return /^0x[0-9a-fA-F]{40}$/.test(value) ? addressWords(value) : value;
  if (typeof value === 'bigint') return value.toLocaleString('en-US');
  if (Array.isArray(value)) return `[${value.map(argumentWords).join(', ')}]`;
  return String(value);
}
