import { describe, expect, it } from 'vitest';
import { noncesByWord } from './cancelLimitOrders.ts';

describe('noncesByWord', () => {
  it('puts each nonce’s bit in its word’s mask, one mask per word', () => {
    const word = 0x4c494d4954n;
    expect(noncesByWord([(word << 8n) | 0n, (word << 8n) | 3n, ((word + 1n) << 8n) | 255n])).toEqual(
      new Map([
        [word, 0b1001n],
        [word + 1n, 1n << 255n],
      ]),
    );
  });
});
