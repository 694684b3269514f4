import { describe, expect, it } from 'vitest';
import { chainTokenLabels } from './chainTokenLabels.ts';
import { importedTokens, importToken, pastedAddressToRead } from './importedTokens.ts';

const ADDRESS = '0xdBf59158eC4cf02abAEbD0b378e3c870399d0fab';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const loaded = (query: string, tokens: { address: string | null }[] = []) => ({
  query,
  isLoading: false,
  tokens,
});

describe('which pasted address a selector reads from the chain', () => {
  it('an address the list has not, once the list has answered', () => {
    expect(pastedAddressToRead(loaded(` ${ADDRESS} `), [])).toBe(ADDRESS);
    expect(pastedAddressToRead({ ...loaded(ADDRESS), isLoading: true }, [])).toBeUndefined();
    expect(pastedAddressToRead({ query: ADDRESS, isLoading: false, tokens: undefined }, [])).toBeUndefined();
  });

  it('nothing for text that is no address, or an address the list or the imports already have', () => {
    expect(pastedAddressToRead(loaded('USDC'), [])).toBeUndefined();
    expect(pastedAddressToRead(loaded(USDC.toLowerCase(), [{ address: USDC }]), [])).toBeUndefined();
    const imported = [
      { chain: 'ETHEREUM', address: ADDRESS, symbol: null, name: null, decimals: 18 },
    ] as const;
    expect(pastedAddressToRead(loaded(ADDRESS.toUpperCase().replace('0X', '0x')), imported)).toBeUndefined();
  });
});

describe('importing', () => {
  it('remembers a token once, however often it is imported', () => {
    const token = { kind: 'token', address: ADDRESS, symbol: null, name: null, decimals: 18 } as const;
    importToken('ETHEREUM', token);
    importToken('ETHEREUM', token);
    expect(importedTokens()).toEqual([
      { chain: 'ETHEREUM', address: ADDRESS, symbol: null, name: null, decimals: 18 },
    ]);
  });
});

describe('labels of a token read from its contract', () => {
  it('its own words where it says them; else the shortened address and the missing-name label', () => {
    expect(chainTokenLabels({ address: ADDRESS, symbol: 'TB32', name: 'Test Bytes32 Metadata' })).toEqual({
      symbol: 'TB32',
      name: 'Test Bytes32 Metadata',
    });
    expect(chainTokenLabels({ address: ADDRESS, symbol: null, name: null })).toEqual({
      symbol: '0xdBf5…0fab',
      name: 'Unknown token',
    });
    expect(chainTokenLabels({ address: ADDRESS, symbol: 'X', name: null }).name).toBe('X');
  });
});
