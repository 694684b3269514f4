import { describe, expect, it } from 'vitest';
import type { RampQuote } from '../../data/rampApi.ts';
import { rampNextStep } from './rampNextStep.ts';

const QUOTE: RampQuote = {
  providerId: 'local-test',
  providerName: 'Local test provider',
  direction: 'sell',
  fiatCurrency: 'USD',
  fiatAmount: '20.00',
  fee: '0.50',
  fiatNet: '19.50',
  rate: '1',
  tokenAmount: '20000000',
  tokenSymbol: 'USDC',
  tokenDecimals: 6,
  settleSeconds: 3,
};
const READY = {
  direction: 'sell' as const,
  account: 'connected' as const,
  appChainName: 'Local Ethereum',
  onSettlingChain: true,
  amountText: '20',
  quotesLoading: false,
  quote: QUOTE,
  balance: 20_000_000n,
};

describe('the next step of a buy or sell', () => {
  it('asks for an amount, waits for a price, then a wallet on the right chain', () => {
    expect(rampNextStep({ ...READY, amountText: '' }).label).toBe('Enter an amount');
    expect(rampNextStep({ ...READY, quote: undefined, quotesLoading: true }).label).toBe('Getting prices…');
    expect(rampNextStep({ ...READY, account: 'disconnected' }).kind).toBe('connect');
    expect(rampNextStep({ ...READY, account: 'wrong-network' })).toEqual({
      kind: 'switch',
      label: 'Switch to Local Ethereum',
    });
    expect(rampNextStep({ ...READY, onSettlingChain: false }).kind).toBe('blocked');
  });

  it('sells only what the wallet holds, to the last unit', () => {
    expect(rampNextStep({ ...READY, balance: 19_999_999n }).label).toBe('Not enough USDC');
    expect(rampNextStep(READY)).toEqual({ kind: 'checkout', label: 'Sell with Local test provider' });
    expect(rampNextStep({ ...READY, direction: 'buy', balance: undefined }).label).toBe(
      'Buy with Local test provider',
    );
  });
});
