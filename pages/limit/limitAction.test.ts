import { describe, expect, it } from 'vitest';
import { type LimitActionInputs, limitAction } from './limitAction.ts';

const ready: LimitActionInputs = {
  inputSymbol: 'WETH',
  hasOutput: true,
  amount: 10n ** 18n,
  hasPrice: true,
  account: 'connected',
  inputBalance: 2n * 10n ** 18n,
  needsApproval: false,
};

describe('limitAction', () => {
  it('places an order only when every part is there and the wallet can pay', () => {
    expect(limitAction(ready)).toMatchObject({ kind: 'place', enabled: true });
  });

  it('refuses zero and more than the balance', () => {
    expect(limitAction({ ...ready, amount: 0n })).toMatchObject({ kind: 'zero-amount', enabled: false });
    expect(limitAction({ ...ready, amount: 3n * 10n ** 18n })).toMatchObject({
      kind: 'insufficient-balance',
      label: 'Not enough WETH',
      enabled: false,
    });
  });

  it('asks for the missing step first: token, amount, price, wallet, approval', () => {
    expect(limitAction({ ...ready, hasOutput: false }).kind).toBe('select-token');
    expect(limitAction({ ...ready, amount: undefined }).kind).toBe('enter-amount');
    expect(limitAction({ ...ready, hasPrice: false }).kind).toBe('enter-price');
    expect(limitAction({ ...ready, account: 'disconnected' }).kind).toBe('connect');
    expect(limitAction({ ...ready, needsApproval: true })).toMatchObject({
      kind: 'approve',
      label: 'Approve WETH',
    });
  });
});
