import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { decode } from 'fast-png';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import type { TokenDetailsData } from '../../data/tokenDetails.ts';
import { renderPreviewTags } from '../../preview/metaTags.ts';
import { defaultCardContent } from '../../preview/pagePreview.ts';
import { type PoolPreviewRecord, poolPagePreview, poolPreviewRecord } from '../../preview/poolPreview.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../../preview/previewRecord.ts';
import { type TokenPreviewRecord, tokenPagePreview, tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { renderPreviewCardPng } from '../../worker/cardImage.ts';
import { type EdgeContext, edgeContextFrom } from '../../worker/edgeContext.ts';
import { hostileNames } from '../hostileNames.ts';
import { hostileNamePool, hostileNameToken } from './fixtureData.ts';
import { firstAnswersOf, headOf } from './pageHead.ts';
import { workerFetch } from './workerFetch.ts';

/** The promise: any name gives its card within this, at the edge. */
const CARD_BOUND_MS = 1_000;

let edge: EdgeContext;
beforeAll(async () => {
  // The image route's render step with every asset a built site has: fallback fonts and emoji too.
  const bindings = { ...env, PREVIEW_ASSET_SOURCE: `http://127.0.0.1:${inject('cardAssetsPort')}` };
  edge = edgeContextFrom(bindings, createExecutionContext(), new URL('http://edge.test/'));
  await renderPreviewCardPng(defaultPreviewRecord(defaultCardContent()), edge);
});

function cards(text: string): [string, PreviewRecord | undefined][] {
  const fields = { chain: 'ETHEREUM', address: `0x${'ab'.repeat(20)}`, logoUrl: undefined } as const;
  return [
    ['token', tokenPreviewRecord({ ...fields, symbol: text || 'X', name: text || 'X' }, edge.config, 'edge')],
    [
      'pool',
      poolPreviewRecord(
        {
          ...fields,
          protocolVersion: 'V3',
          feeTier: 3000,
          token0: { symbol: text },
          token1: { symbol: `${text}2` },
        },
        edge.config,
        'edge',
      ),
    ],
  ];
}

describe('hostile names at the edge (workerd)', () => {
  it.each(hostileNames().map((name) => [name.label, name.text] as const))(
    '%s: token and pool cards within 1 s each',
    async (label, text) => {
      for (const [kind, record] of cards(text)) {
        if (!record) throw new Error(`${label}: ${kind} record expected`);
        const started = performance.now();
        const png = decode(await renderPreviewCardPng(record, edge));
        const elapsed = performance.now() - started;
        expect([png.width, png.height]).toEqual([1200, 630]);
        expect(elapsed, `${label} ${kind} card took ${elapsed.toFixed(0)} ms`).toBeLessThan(CARD_BOUND_MS);
      }
    },
  );
});

/**
 * The title a page gets for a name as the Data API client hands it over: well-formed (a lone surrogate
 * made U+FFFD). Without a record (no symbol), the default title.
 */
async function titleFor(record: TokenPreviewRecord | PoolPreviewRecord | undefined): Promise<string> {
  if (!record) return edge.config.defaultPageTitle;
  const preview = record.kind === 'token' ? tokenPagePreview(record) : poolPagePreview(record);
  return (await headOf(renderPreviewTags(preview, edge.publicOrigin, edge.config.brandName))).title;
}

describe('hostile names in pages at the edge (workerd)', () => {
  const pages = hostileNames().flatMap((name, index) =>
    (['token', 'pool'] as const).map((kind) => [name.label, kind, name.text, index] as const),
  );

  it.each(pages)(
    '%s: its %s page answers whole, titled with the name made well-formed',
    async (label, kind, text, index) => {
      const named = text.toWellFormed();
      const fields = { chain: 'ETHEREUM', logoUrl: undefined } as const;
      const address = kind === 'token' ? hostileNameToken(index) : hostileNamePool(index);
      const response = await workerFetch(`/explore/${kind}s/ethereum/${address}`);
      expect(response.status, label).toBe(200);
      // The whole body: an HTML rewriter that chokes fails the stream, not the status.
      const html = await response.text();
      const [answer] = firstAnswersOf(html);
      if (kind === 'token') {
        const record = tokenPreviewRecord(
          { ...fields, address, symbol: named, name: named },
          edge.config,
          'edge',
        );
        expect((await headOf(html)).title, label).toBe(await titleFor(record));
        expect((answer?.data as TokenDetailsData | undefined)?.name, label).toBe(named);
      } else {
        const record = poolPreviewRecord(
          {
            ...fields,
            address,
            protocolVersion: 'V3',
            feeTier: 500,
            token0: { symbol: named },
            token1: { symbol: `${named}2` },
          },
          edge.config,
          'edge',
        );
        expect((await headOf(html)).title, label).toBe(await titleFor(record));
        expect((answer?.data as PoolRow | undefined)?.token0?.symbol, label).toBe(named);
      }
    },
  );
});
