import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatNumbers.ts';

describe('number formatting', () => {
  it('says how long ago', () => {
    expect(formatRelativeTime(1000, 1000_000 + 180_000)).toBe('3m ago');
  });
});
