import { describe, expect, it } from 'vitest';
import { createPositionAction } from './createPositionAction.ts';

const READY = {
  account: 'connected',
  pairChosen: true,
  sameToken: false,
  hookMissing: false,
  needsStartingPrice: false,
  rangeProblem: undefined,
  hasAmount: true,
  beyondBalance: undefined,
} as const;

describe('createPositionAction', () => {
  it('reviews a complete form', () => {
    expect(createPositionAction(READY)).toEqual({ kind: 'review', label: 'Review' });
  });

  it('names the first missing step, in the order a person meets them', () => {
    expect(createPositionAction({ ...READY, pairChosen: false, hasAmount: false }).label).toBe(
      'Select a pair',
    );
    expect(createPositionAction({ ...READY, hookMissing: true, needsStartingPrice: true }).label).toBe(
      'Choose a pool without this hook',
    );
    expect(createPositionAction({ ...READY, needsStartingPrice: true }).label).toBe('Set a starting price');
    expect(createPositionAction({ ...READY, rangeProblem: 'min ≥ max', hasAmount: false }).label).toBe(
      'Fix the price range',
    );
    expect(createPositionAction({ ...READY, hasAmount: false }).label).toBe('Enter an amount');
  });

  it('asks for the wallet before the balance, and blocks an amount beyond it', () => {
    expect(createPositionAction({ ...READY, account: 'disconnected', beyondBalance: 'USDC' }).kind).toBe(
      'connect',
    );
    expect(createPositionAction({ ...READY, beyondBalance: 'USDC' })).toEqual({
      kind: 'blocked',
      label: 'Insufficient USDC balance',
    });
  });
});
