import { describe, expect, it } from 'vitest';
import { chainRpcUrlFrom, configuredChainsFrom } from './chainRpcUrl.ts';

describe('configuredChainsFrom', () => {
  it('is the local chain on CHAIN_PORT as Ethereum (31337) when nothing is configured', () => {
    expect(configuredChainsFrom({ CHAIN_PORT: '28545' })).toEqual([
      { chain: 'ETHEREUM', chainId: 31337, rpcUrl: 'http://127.0.0.1:28545', local: true },
    ]);
    expect(configuredChainsFrom({})[0]?.rpcUrl).toBe('http://127.0.0.1:8545');
  });

  it('takes CHAIN_RPC_URL as the shorthand for Ethereum: chain 1 when it is not on loopback', () => {
    expect(configuredChainsFrom({ CHAIN_RPC_URL: 'https://eth.example/rpc' })).toEqual([
      { chain: 'ETHEREUM', chainId: 1, rpcUrl: 'https://eth.example/rpc', local: false },
    ]);
  });

  it('reads CHAIN_RPC_URLS, Ethereum first, each chain with its own id; a loopback URL is a local chain', () => {
    const chains = configuredChainsFrom({
      CHAIN_RPC_URLS: '{"BASE":"http://127.0.0.1:28546","ETHEREUM":"http://localhost:28545"}',
    });
    expect(chains).toEqual([
      { chain: 'ETHEREUM', chainId: 31337, rpcUrl: 'http://localhost:28545', local: true },
      { chain: 'BASE', chainId: 8453, rpcUrl: 'http://127.0.0.1:28546', local: true },
    ]);
    expect(
      configuredChainsFrom({ CHAIN_RPC_URLS: '{"UNICHAIN":"https://u.example","BASE":"https://b.example"}' }),
    ).toMatchObject([
      { chain: 'UNICHAIN', chainId: 130, local: false },
      { chain: 'BASE', chainId: 8453, local: false },
    ]);
  });

  it('is no chain with CHAIN_RPC_URL=off', () => {
    expect(configuredChainsFrom({ CHAIN_RPC_URL: 'off' })).toEqual([]);
  });

  it('says what is wrong with a table it cannot use', () => {
    const chains = (CHAIN_RPC_URLS: string) => () => configuredChainsFrom({ CHAIN_RPC_URLS });
    expect(chains('{ETHEREUM:1}')).toThrow(/^CHAIN_RPC_URLS is not JSON .*write e\.g\. \{"ETHEREUM"/);
    expect(chains('{}')).toThrow('CHAIN_RPC_URLS must be a JSON object naming at least one chain');
    expect(chains('["https://x.example"]')).toThrow('CHAIN_RPC_URLS must be a JSON object');
    expect(chains('{"MAINNET":"https://x.example"}')).toThrow(
      /^CHAIN_RPC_URLS names MAINNET, which is not a chain to trade on \(one of ETHEREUM, UNICHAIN, BASE/,
    );
    expect(chains('{"SOLANA":"https://x.example"}')).toThrow('CHAIN_RPC_URLS names SOLANA');
    expect(chains('{"BASE":"wss://x.example"}')).toThrow(
      'CHAIN_RPC_URLS.BASE must be an http(s) URL, not "wss://x.example"',
    );
    expect(chains('{"BASE":8453}')).toThrow('CHAIN_RPC_URLS.BASE must be an http(s) URL, not 8453');
    expect(() => configuredChainsFrom({ CHAIN_RPC_URL: 'of' })).toThrow(
      'CHAIN_RPC_URL must be an http(s) URL',
    );
    expect(() =>
      configuredChainsFrom({
        CHAIN_RPC_URL: 'https://a.example',
        CHAIN_RPC_URLS: '{"BASE":"https://b.example"}',
      }),
    ).toThrow('Set CHAIN_RPC_URLS or CHAIN_RPC_URL, not both');
  });
});

describe('chainRpcUrlFrom', () => {
  it('is the default chain: CHAIN_RPC_URL as given, else the table default, else the local chain', () => {
    expect(chainRpcUrlFrom({ CHAIN_RPC_URL: 'off' })).toBe('off');
    expect(chainRpcUrlFrom({ CHAIN_PORT: '28545' })).toBe('http://127.0.0.1:28545');
    expect(
      chainRpcUrlFrom({ CHAIN_RPC_URLS: '{"BASE":"https://b.example","ETHEREUM":"https://e.example"}' }),
    ).toBe('https://e.example');
    expect(chainRpcUrlFrom({ CHAIN_RPC_URLS: '{"BASE":"https://b.example"}' })).toBe('https://b.example');
  });
});
