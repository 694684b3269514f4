import { encodeAbiParameters, encodeFunctionData, erc20Abi, parseEther, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { TRANSFER_SIGNATURE, treasuryTransferAction } from '../../trading/governanceCalls.ts';
import { proposalActionWords } from './proposalActionWords.ts';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const text = (action: { target: string; value: bigint; signature: string; calldata: string }) => ({
  ...action,
  value: action.value.toString(),
});

describe('proposalActionWords', () => {
  it('says a treasury transfer of UNI in words', () => {
    const action = treasuryTransferAction(RECIPIENT, parseEther('1234.5'));
    expect(proposalActionWords(text(action))).toBe('Transfer 1,234.5 UNI from the treasury to 0x7099…79C8');
  });

  it('holds the transfer signature to ERC-20’s own', () => {
    const transfer = erc20Abi.find((item) => item.type === 'function' && item.name === 'transfer');
    expect(transfer && toFunctionSelector(transfer)).toBe(toFunctionSelector(TRANSFER_SIGNATURE));
    const action = treasuryTransferAction(RECIPIENT, 1n);
    expect(
      `0x${encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1n] }).slice(10)}`,
    ).toBe(action.calldata);
  });

  it('names any other call with its decoded arguments', () => {
    const calldata = encodeAbiParameters([{ type: 'address' }], [PROTOCOL_ADDRESSES.timelock]);
    expect(
      proposalActionWords({
        target: PROTOCOL_ADDRESSES.uni,
        value: '0',
        signature: 'delegate(address)',
        calldata,
      }),
    ).toBe('Call delegate(the treasury (Timelock)) on UNI');
  });

  it('says plain ETH payments and undecodable data plainly', () => {
    expect(
      proposalActionWords({
        target: RECIPIENT,
        value: parseEther('2').toString(),
        signature: '',
        calldata: '0x',
      }),
    ).toBe('Send 2 ETH to 0x7099…79C8');
    expect(
      proposalActionWords({ target: RECIPIENT, value: '0', signature: 'f(uint256)', calldata: '0x12' }),
    ).toBe('Call f(data 0x12) on 0x7099…79C8');
    expect(
      proposalActionWords({ target: RECIPIENT, value: '0', signature: 'not a signature', calldata: '0x' }),
    ).toBe('Call not a signature(data 0x) on 0x7099…79C8');
  });
});
