import { describe, expect, it } from 'vitest';
import type { FragmentOf } from './graphql.ts';
import type { PositionParts } from './operations/positions.ts';
import { positionRowFrom } from './positionRow.ts';

const token = (symbol: string | null, address: string | null) => ({
  id: `Token:${symbol}`,
  address,
  symbol,
  name: null,
  decimals: 6,
  project: { id: 'p', logoUrl: null },
});

describe('a Data API position as the app’s row', () => {
  it('maps the extension’s fields one to one, its enums into the app’s words', () => {
    const answer = {
      chain: 'ETHEREUM',
      protocolVersion: 'V4',
      id: '12',
      owner: '0xab',
      pool: '0xpool',
      token0: token('ETH', null),
      token1: token(null, '0xa0'),
      fee: 500,
      tickSpacing: 10,
      hook: null,
      tickLower: -10,
      tickUpper: 10,
      currentTick: 3,
      sqrtPriceX96: '79228162514264337593543950336',
      liquidity: '1000',
      amount0: '5',
      amount1: '6',
      fees0: '1',
      fees1: '0',
      status: 'OUT_OF_RANGE',
      valueUsd: null,
    } as unknown as FragmentOf<typeof PositionParts>;
    expect(positionRowFrom(answer)).toEqual({
      chain: 'ETHEREUM',
      version: 'v4',
      id: '12',
      owner: '0xab',
      pool: '0xpool',
      token0: { address: null, symbol: 'ETH', name: 'ETH', decimals: 6, logoUrl: null },
      token1: { address: '0xa0', symbol: 'UNK', name: 'Unknown token', decimals: 6, logoUrl: null },
      fee: 500,
      tickSpacing: 10,
      hook: null,
      tickLower: -10,
      tickUpper: 10,
      currentTick: 3,
      sqrtPriceX96: '79228162514264337593543950336',
      liquidity: '1000',
      amount0: '5',
      amount1: '6',
      fees0: '1',
      fees1: '0',
      status: 'out-of-range',
      valueUsd: null,
    });
  });
});
