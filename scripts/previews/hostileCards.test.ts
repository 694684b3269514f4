import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCardContent } from '../../preview/pagePreview.ts';
import { poolPreviewRecord } from '../../preview/poolPreview.ts';
import { previewConfigFrom } from '../../preview/previewConfig.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../../preview/previewRecord.ts';
import { tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { hostileNames } from '../../tests/hostileNames.ts';
import { createRenderPool, type RenderPool } from './renderPool.ts';

const OUT_DIR = path.join(import.meta.dirname, '../../tests/screenshots/preview-cards/hostile');
// Fallback fonts and emoji from the package assets, as the build draws them; no logo is fetched.
const config = previewConfigFrom({}, 'http://127.0.0.1:9/graphql');

let pool: RenderPool;
beforeAll(async () => {
  // The build's own bound: a render that never ends is stopped there and drawn as the simpler card.
  pool = await createRenderPool(config, { size: 1 });
  await pool.render(defaultPreviewRecord(defaultCardContent()));
  await mkdir(OUT_DIR, { recursive: true });
}, 60_000);
afterAll(() => pool?.close());

function cards(text: string): [string, PreviewRecord | undefined][] {
  const fields = { chain: 'ETHEREUM', address: `0x${'ab'.repeat(20)}`, logoUrl: undefined } as const;
  return [
    ['token', tokenPreviewRecord({ ...fields, symbol: text || 'X', name: text || 'X' }, config, 'edge')],
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
        config,
        'edge',
      ),
    ],
  ];
}

/**
 * How long each card takes is a figure of `npm run bench -- hostileNames`; here every name gets its own
 * card, whole, within the build's bound (the pool says when it falls back to the simpler card).
 */
describe('hostile names at build (Node, render threads)', () => {
  it.each(hostileNames().map((name, index) => [name.label, name.text, index] as const))(
    '%s: its own token and pool cards, not the simpler card',
    async (label, text, index) => {
      const warn = vi.spyOn(console, 'warn');
      for (const [kind, record] of cards(text)) {
        if (!record) throw new Error(`${label}: ${kind} record expected`);
        const png = await pool.render(record);
        await writeFile(path.join(OUT_DIR, `${String(index).padStart(2, '0')}-${kind}.png`), png);
        const image = decode(png);
        expect([image.width, image.height]).toEqual([1200, 630]);
      }
      expect(warn.mock.calls.flat().join('\n')).not.toMatch(/simpler card/);
      warn.mockRestore();
    },
    30_000,
  );
});
