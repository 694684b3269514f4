import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN } from '../../../data/chains.ts';
import { createPositionPath } from '../../../preview/pagePaths.ts';
import { readCreatePositionLink } from './createPositionLink.ts';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

describe('readCreatePositionLink', () => {
  it('reads back what createPositionPath writes', () => {
    const path = createPositionPath('v4', DEFAULT_CHAIN.chain, {
      currencyA: 'ETH',
      currencyB: USDC,
      fee: 500,
      hook: '0x0000000000000000000000000000000000000000',
    });
    expect(readCreatePositionLink(path.slice(path.indexOf('?')))).toMatchObject({
      chain: 'ethereum',
      currencyA: 'ETH',
      currencyB: USDC,
      fee: 500,
      hook: '0x0000000000000000000000000000000000000000',
    });
  });

  it('leaves out what is malformed, and reads the legacy forms', () => {
    expect(readCreatePositionLink('?currencyA=0x12&fee=abc&hook=nope&tokenId=-1&version=v9')).toEqual({
      chain: undefined,
      currencyA: undefined,
      currencyB: undefined,
      fee: undefined,
      hook: undefined,
      badHook: 'nope',
      version: undefined,
      tokenId: undefined,
    });
    expect(
      readCreatePositionLink(`?currencyIdA=eth&currencyIdB=${USDC}&feeAmount=3000&tokenId=7&version=V3`),
    ).toMatchObject({
      currencyA: 'ETH',
      currencyB: USDC,
      fee: 3000,
      tokenId: '7',
      version: 'v3',
    });
  });
});
