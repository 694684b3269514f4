import { describe, expect, it } from 'vitest';
import { type SendFormFacts, sendNextStep } from './sendNextStep.ts';

const ready: SendFormFacts = {
  offline: false,
  account: 'connected',
  appChainName: 'Local Ethereum',
  chainAnswers: true,
  tokenSymbol: 'USDC',
  amountText: '1.5',
  amount: 1_500_000n,
  balance: 2_000_000n,
  recipient: { kind: 'valid', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
};
const label = (facts: Partial<SendFormFacts>) => sendNextStep({ ...ready, ...facts }).label;

describe('the send button says the next step', () => {
  it('reviews a send that is complete and covered by the balance, to the last unit', () => {
    expect(sendNextStep(ready)).toEqual({ kind: 'review', label: 'Review send' });
    expect(label({ amount: 2_000_000n })).toBe('Review send');
  });

  it('asks for what is missing, in order', () => {
    expect(sendNextStep({ ...ready, account: 'disconnected' }).kind).toBe('connect');
    expect(label({ account: 'wrong-network' })).toBe('Switch to Local Ethereum');
    expect(label({ account: 'connecting' })).toBe('Connecting wallet…');
    expect(label({ amountText: '', amount: undefined })).toBe('Enter an amount');
    expect(label({ amountText: '1.2.3', amount: undefined })).toBe('Enter a valid amount');
    expect(label({ recipient: { kind: 'empty' } })).toBe('Enter a recipient');
    expect(label({ recipient: { kind: 'invalid', message: 'x' } })).toBe('Enter a valid address');
    expect(label({ balance: undefined })).toBe('Reading your balance…');
  });

  it('refuses more than the balance, naming the token', () => {
    expect(sendNextStep({ ...ready, amount: 2_000_001n })).toEqual({
      kind: 'blocked',
      label: 'Insufficient USDC balance',
    });
  });

  it('says a send needs the chain when offline or when the chain does not answer', () => {
    expect(label({ offline: true })).toBe('Offline: a send needs the chain');
    expect(label({ chainAnswers: false })).toBe('Chain unreachable');
  });
});
