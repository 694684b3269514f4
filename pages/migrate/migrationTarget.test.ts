import { describe, expect, it } from 'vitest';
import type { PositionRow } from '../../data/positionRow.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { migrationTarget } from './migrationTarget.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const token = (address: string, symbol: string) => ({
  address,
  symbol,
  name: symbol,
  decimals: 18,
  logoUrl: null,
});

const V3_POSITION = {
  version: 'v3',
  id: '1',
  token0: token(USDC, 'USDC'),
  token1: token(WETH, 'WETH'),
  fee: 500,
  sqrtPriceX96: (2n ** 96n * 3n).toString(),
} as unknown as PositionRow;

describe('migrationTarget', () => {
  it('moves a V3 USDC/WETH position into the V4 ETH pool, ETH first and the price turned round', () => {
    const target = migrationTarget(V3_POSITION, 500, PROTOCOL_ADDRESSES.weth9);
    expect(target.pool).toMatchObject({
      version: 'v4',
      currency0: '0x0000000000000000000000000000000000000000',
      currency1: USDC,
      fee: 500,
      tickSpacing: 10,
    });
    expect(target.flipped).toBe(true);
    expect(target.startingSqrtPriceX96).toBe(2n ** 192n / (2n ** 96n * 3n));
  });

  it('keeps the order and price of a V2 pair moving into V3', () => {
    const target = migrationTarget({ ...V3_POSITION, version: 'v2' }, 3000, PROTOCOL_ADDRESSES.weth9);
    expect(target.pool).toMatchObject({ version: 'v3', currency0: USDC, currency1: WETH, tickSpacing: 60 });
    expect(target.startingSqrtPriceX96).toBe(2n ** 96n * 3n);
  });
});
