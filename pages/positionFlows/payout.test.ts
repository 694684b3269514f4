import { describe, expect, it } from 'vitest';
import type { PositionToken } from '../../data/positionRow.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { NATIVE_ETH } from '../../trading/swapCurrency.ts';
import { depositCurrency, paysWethAsEth } from './payout.ts';

const token = (symbol: string, address: string | null): PositionToken => ({
  address,
  symbol,
  name: symbol,
  decimals: 18,
  logoUrl: null,
});
const USDC = token('USDC', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
const WETH = token('WETH', PROTOCOL_ADDRESSES.weth9.toUpperCase().replace('0X', '0x'));
const ETH = token('ETH', null);

describe('paying a deposit’s WETH side', () => {
  it('offers ETH for a V3 position with a WETH side only', () => {
    expect(paysWethAsEth({ version: 'v3', token0: USDC, token1: WETH }, PROTOCOL_ADDRESSES.weth9)).toBe(true);
    expect(
      paysWethAsEth(
        { version: 'v3', token0: USDC, token1: token('DAI', '0x6b17') },
        PROTOCOL_ADDRESSES.weth9,
      ),
    ).toBe(false);
    // A V4 pool is paid in its own currencies: its WETH stays WETH, its ETH is ETH already.
    expect(paysWethAsEth({ version: 'v4', token0: USDC, token1: WETH }, PROTOCOL_ADDRESSES.weth9)).toBe(
      false,
    );
    expect(paysWethAsEth({ version: 'v4', token0: ETH, token1: USDC }, PROTOCOL_ADDRESSES.weth9)).toBe(false);
  });

  it('pays the WETH side as ETH when ETH is chosen, the other side and WETH chosen as the tokens themselves', () => {
    const position = { version: 'v3', token0: USDC, token1: WETH } as const;
    expect(depositCurrency(position, WETH, 'ETH', PROTOCOL_ADDRESSES.weth9)).toBe(NATIVE_ETH);
    expect(depositCurrency(position, USDC, 'ETH', PROTOCOL_ADDRESSES.weth9)).toBe(USDC);
    expect(depositCurrency(position, WETH, 'WETH', PROTOCOL_ADDRESSES.weth9)).toBe(WETH);
    expect(depositCurrency({ ...position, version: 'v4' }, WETH, 'ETH', PROTOCOL_ADDRESSES.weth9)).toBe(WETH);
  });
});
