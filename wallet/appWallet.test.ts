import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { NO_WALLET, RESOLVING_WALLET, walletReadiness } from './appWallet.ts';

describe('walletReadiness', () => {
  it('reads a wallet that is coming back as connecting, never as disconnected', () => {
    expect(walletReadiness(RESOLVING_WALLET)).toBe('connecting');
    expect(walletReadiness({ ...RESOLVING_WALLET, address: zeroAddress })).toBe('connecting');
  });

  it('asks to connect only when nobody is, then for the right network, then for the signer', () => {
    expect(walletReadiness(NO_WALLET)).toBe('disconnected');
    const connected = { ...NO_WALLET, address: zeroAddress };
    expect(walletReadiness({ ...connected, isWrongNetwork: true })).toBe('wrong-network');
    expect(walletReadiness(connected)).toBe('connecting');
    expect(walletReadiness({ ...connected, walletClient: {} as never })).toBe('connected');
  });
});
