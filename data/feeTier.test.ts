import { describe, expect, it } from 'vitest';
import { formatFeeTier } from './feeTier.ts';

describe('formatFeeTier', () => {
  it('shows fee tiers as value / 10000 with %, without float noise', () => {
    expect([100, 500, 3000, 10_000].map(formatFeeTier)).toEqual(['0.01%', '0.05%', '0.3%', '1%']);
    expect(formatFeeTier(1)).toBe('0.0001%');
    expect(formatFeeTier(700)).toBe('0.07%');
  });
});
