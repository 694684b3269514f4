import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { decode } from 'fast-png';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultCardContent } from '../../preview/pagePreview.ts';
import { poolPreviewRecord } from '../../preview/poolPreview.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../../preview/previewRecord.ts';
import { tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { renderPreviewCardPng } from '../../worker/cardImage.ts';
import { type EdgeContext, edgeContextFrom } from '../../worker/edgeContext.ts';
import { hostileNames } from '../hostileNames.ts';

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
