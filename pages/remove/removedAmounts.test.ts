import { describe, expect, it } from 'vitest';
import { removedAmounts } from './removedAmounts.ts';

describe('removedAmounts', () => {
  const position = { amount0: '1000000', amount1: '3000', fees0: '10', fees1: '0' };

  it('pays the share removed and every uncollected fee', () => {
    expect(removedAmounts(position, 50)).toEqual({ amount0: 500_010n, amount1: 1500n });
    expect(removedAmounts(position, 100)).toEqual({ amount0: 1_000_010n, amount1: 3000n });
  });

  it('rounds down, never promising a unit more than the position holds', () => {
    expect(removedAmounts({ ...position, amount0: '3', fees0: '0' }, 50).amount0).toBe(1n);
  });
});
