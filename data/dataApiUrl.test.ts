import { describe, expect, it } from 'vitest';
import { browserDataApiUrlFrom, dataApiUrlFrom } from './dataApiUrl.ts';

describe('dataApiUrlFrom', () => {
  it('is DATA_API_URL when set, else the embedded Data API on DATA_API_PORT (default 4000)', () => {
    expect(dataApiUrlFrom({ DATA_API_URL: 'https://api.example/graphql', DATA_API_PORT: '4001' })).toBe(
      'https://api.example/graphql',
    );
    expect(dataApiUrlFrom({ DATA_API_PORT: '4001' })).toBe('http://127.0.0.1:4001/graphql');
    expect(dataApiUrlFrom({ DATA_API_URL: '' })).toBe('http://127.0.0.1:4000/graphql');
  });
});

describe('browserDataApiUrlFrom', () => {
  it('is the Data API itself without a key, and the edge proxy on the public origin with one', () => {
    const hosted = { DATA_API_URL: 'https://api.example/graphql' };
    expect(browserDataApiUrlFrom(hosted, 'https://swap.example')).toBe('https://api.example/graphql');
    expect(browserDataApiUrlFrom({ DATA_API_PORT: '4001' }, 'http://127.0.0.1:8787')).toBe(
      'http://127.0.0.1:4001/graphql',
    );
    expect(browserDataApiUrlFrom({ ...hosted, DATA_API_KEY: 'k' }, 'https://swap.example')).toBe(
      'https://swap.example/graphql',
    );
  });
});
