import { describe, expect, it } from 'vitest';
import { createDataApiClient } from '../data/client.ts';
import { DEFAULT_FEE_TIER, formatFeeTier } from '../data/feeTier.ts';
import { tokenSymbol } from '../data/tokenLabels.ts';
import { hostileNames } from '../tests/hostileNames.ts';
import { renderPreviewTags } from './metaTags.ts';
import { lookupPoolPreview, poolPagePreview } from './poolPreview.ts';
import { previewConfigFrom } from './previewConfig.ts';
import { poolPreviewTitle, tokenPreviewTitle } from './previewTitles.ts';
import { lookupTokenPreview, tokenPagePreview } from './tokenPreview.ts';

const config = previewConfigFrom({}, 'http://127.0.0.1:4000/graphql');
type Answer = { data?: unknown; errors?: { message: string }[] } | 'http-500';

/** A Data API over the client's own fetch hook: answers by operation name and records the variables. */
function dataApi(answers: Record<string, Answer>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const query = url.searchParams.get('query') ?? JSON.parse(String(init?.body)).query;
    const variables = JSON.parse(
      url.searchParams.get('variables') ?? JSON.parse(String(init?.body ?? '{}')).variables ?? '{}',
    );
    const operation = /query (\w+)/.exec(query)?.[1] ?? '';
    calls.push({ operation, variables });
    const answer = answers[operation] ?? { data: {} };
    if (answer === 'http-500') return new Response('down', { status: 500 });
    return Response.json(answer);
  };
  return { client: createDataApiClient({ url: 'http://127.0.0.1:4000/graphql', fetch }), calls };
}

const token = (symbol: string | null, logoUrl: string | null = null) => ({
  id: symbol ?? 'x',
  symbol,
  project: { id: 'p', logoUrl },
});

describe('lookupTokenPreview', () => {
  it('asks by upper-cased chain and builds the record with the title rule', async () => {
    const { client, calls } = dataApi({
      TokenPreview: {
        data: {
          token: {
            id: 't',
            chain: 'ETHEREUM',
            address: '0xa0b8',
            symbol: 'USDC',
            name: 'USD Coin',
            project: { id: 'p', logoUrl: 'http://127.0.0.1:4000/logos/usdc.png' },
          },
        },
      },
    });
    const record = await lookupTokenPreview(client, 'ethereum', '0xA0B8', config, 'edge');
    expect(calls[0]?.variables).toEqual({ chain: 'ETHEREUM', address: '0xa0b8' });
    expect(record).toMatchObject({
      title: 'Get USDC on Uniswap',
      path: '/explore/tokens/ethereum/0xa0b8',
      tokenData: { symbol: 'USDC', name: 'USD Coin', logoUrl: 'http://127.0.0.1:4000/logos/usdc.png' },
    });
    expect(record?.imagePath).toMatch(/^\/api\/image\/tokens\/ethereum\/0xa0b8\?v=[0-9a-f]{16}$/);
    expect(record && tokenPagePreview(record).imageAlt).toBe('USD Coin (USDC) on Ethereum');
  });

  it.each([
    ['CELO', 'celo', '0x471ece3750da237f93b8e339c536989b8978a438'],
    ['POLYGON', 'polygon', '0x0000000000000000000000000000000000001010'],
    ['ETHEREUM', 'ethereum', null],
  ])('maps the native placeholder on %s', async (_chain, networkName, address) => {
    const { client, calls } = dataApi({});
    await lookupTokenPreview(client, networkName, 'NATIVE', config, 'edge');
    expect(calls[0]?.variables.address ?? null).toBe(address);
  });

  it.each([
    ['no symbol', { symbol: null, name: 'Token' }],
    ['no name', { symbol: 'TKN', name: null }],
    ['no token', null],
  ])('is not found with %s', async (_case, fields) => {
    const { client } = dataApi({
      TokenPreview: {
        data: { token: fields && { id: 't', chain: 'BASE', address: '0x1', project: null, ...fields } },
      },
    });
    expect(await lookupTokenPreview(client, 'base', '0x1', config, 'edge')).toBeUndefined();
  });

  it('does not ask about a chain that does not exist', async () => {
    const { client, calls } = dataApi({});
    expect(await lookupTokenPreview(client, 'notachain', '0x1', config, 'edge')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});

describe('lookupPoolPreview', () => {
  const v4 = {
    v4Pool: {
      id: '4',
      protocolVersion: 'V4',
      feeTier: 500,
      isDynamicFee: false,
      token0: token('USDC'),
      token1: token('ETH'),
    },
  };
  const v3 = {
    v3Pool: { id: '3', protocolVersion: 'V3', feeTier: 3000, token0: token('USDC'), token1: token('WETH') },
  };
  const v2 = { v2Pair: { id: '2', protocolVersion: 'V2', token0: token('DAI'), token1: token('WETH') } };

  it('asks the three versions in parallel and prefers v4, then v3, then v2', async () => {
    const all = dataApi({
      V4PoolPreview: { data: v4 },
      V3PoolPreview: { data: v3 },
      V2PoolPreview: { data: v2 },
    });
    const record = await lookupPoolPreview(all.client, 'base', '0xPool', config, 'edge');
    expect(all.calls.map((c) => c.operation).sort()).toEqual([
      'V2PoolPreview',
      'V3PoolPreview',
      'V4PoolPreview',
    ]);
    expect(all.calls.find((c) => c.operation === 'V4PoolPreview')?.variables).toEqual({
      chain: 'BASE',
      poolId: '0xPool',
    });
    expect(record?.poolData).toMatchObject({ protocolVersion: 'V4', feeTier: '0.05%' });

    const noV4 = dataApi({
      V4PoolPreview: { data: { v4Pool: null } },
      V3PoolPreview: { data: v3 },
      V2PoolPreview: { data: v2 },
    });
    expect(
      (await lookupPoolPreview(noV4.client, 'base', '0xpool', config, 'edge'))?.poolData.protocolVersion,
    ).toBe('V3');
  });

  it('tolerates a failing version and partial errors', async () => {
    const { client } = dataApi({
      V4PoolPreview: 'http-500',
      V3PoolPreview: { data: { v3Pool: null }, errors: [{ message: 'subgraph stale' }] },
      V2PoolPreview: { data: v2 },
    });
    const record = await lookupPoolPreview(client, 'ethereum', '0xpair', config, 'edge');
    expect(record).toMatchObject({
      title: 'DAI/WETH on Uniswap',
      name: 'DAI/WETH',
      path: '/explore/pools/ethereum/0xpair',
      poolData: { protocolVersion: 'V2', feeTier: '0.3%', token0Symbol: 'DAI', token1Symbol: 'WETH' },
    });
    expect(record && poolPagePreview(record).imagePath).toMatch(/^\/api\/image\/pools\/ethereum\/0xpair\?v=/);
  });

  it('shows a dynamic fee as such, a missing fee tier as 3000, and UNK for a missing symbol', async () => {
    const dynamic = dataApi({
      V4PoolPreview: {
        data: { v4Pool: { ...v4.v4Pool, feeTier: null, isDynamicFee: true, token1: token(null) } },
      },
    });
    const record = await lookupPoolPreview(dynamic.client, 'base', '0xid', config, 'edge');
    expect(record?.poolData).toMatchObject({ feeTier: 'Dynamic fee', token1Symbol: 'UNK' });
    const missing = dataApi({ V3PoolPreview: { data: { v3Pool: { ...v3.v3Pool, feeTier: null } } } });
    expect((await lookupPoolPreview(missing.client, 'base', '0xid', config, 'edge'))?.poolData.feeTier).toBe(
      formatFeeTier(DEFAULT_FEE_TIER),
    );
  });

  it('is not found when no version has the pool, even when every query fails', async () => {
    const none = dataApi({});
    expect(await lookupPoolPreview(none.client, 'base', '0x1', config, 'edge')).toBeUndefined();
    const down = dataApi({ V4PoolPreview: 'http-500', V3PoolPreview: 'http-500', V2PoolPreview: 'http-500' });
    expect(await lookupPoolPreview(down.client, 'base', '0x1', config, 'edge')).toBeUndefined();
  });

  it('changes the image version when what the card draws changes', async () => {
    const a = await lookupPoolPreview(
      dataApi({ V3PoolPreview: { data: v3 } }).client,
      'base',
      '0x1',
      config,
      'edge',
    );
    const b = await lookupPoolPreview(
      dataApi({ V3PoolPreview: { data: { v3Pool: { ...v3.v3Pool, feeTier: 500 } } } }).client,
      'base',
      '0x1',
      config,
      'edge',
    );
    expect(a?.imagePath).not.toBe(b?.imagePath);
  });
});

describe('hostile names from the Data API (Node)', () => {
  it.each(hostileNames().map((name) => [name.label, name.text] as const))(
    '%s: the token and pool pages are titled and tagged with the name made well-formed',
    async (label, text) => {
      const named = text.toWellFormed();
      const pool = {
        id: '3',
        protocolVersion: 'V3',
        feeTier: 500,
        token0: token(text),
        token1: token(`${text}2`),
      };
      const { client } = dataApi({
        TokenPreview: {
          data: {
            token: { id: 't', chain: 'ETHEREUM', address: '0x1', symbol: text, name: text, project: null },
          },
        },
        V3PoolPreview: { data: { v3Pool: pool } },
      });
      const origin = 'https://app.example.org';

      const tokenRecord = await lookupTokenPreview(client, 'ethereum', '0x1', config, 'prerendered');
      expect(tokenRecord?.title, label).toBe(text ? tokenPreviewTitle(named, named, 'Uniswap') : undefined);
      if (tokenRecord)
        expect(renderPreviewTags(tokenPagePreview(tokenRecord), origin).isWellFormed()).toBe(true);

      const poolRecord = await lookupPoolPreview(client, 'ethereum', '0x2', config, 'prerendered');
      expect(poolRecord?.title, label).toBe(
        poolPreviewTitle(tokenSymbol({ symbol: named }), tokenSymbol({ symbol: `${named}2` }), 'Uniswap'),
      );
      expect(poolRecord && renderPreviewTags(poolPagePreview(poolRecord), origin).isWellFormed()).toBe(true);
    },
  );
});
