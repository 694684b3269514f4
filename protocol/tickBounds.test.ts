import { TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { MAX_TICK, MIN_TICK } from './tickBounds.ts';

describe('tick bounds', () => {
  it('are the protocol’s own, as the SDK states them', () => {
    expect([MIN_TICK, MAX_TICK]).toEqual([TickMath.MIN_TICK, TickMath.MAX_TICK]);
  });
});
