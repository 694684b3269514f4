import { decode } from 'fast-png';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCardContent } from '../../preview/pagePreview.ts';
import { previewConfigFrom } from '../../preview/previewConfig.ts';
import { defaultPreviewRecord, type PreviewRecord } from '../../preview/previewRecord.ts';
import { simplerCardRecord } from '../../preview/simplerCard.ts';
import { tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { createRenderPool, type RenderPool } from './renderPool.ts';

const config = previewConfigFrom({ PREVIEW_ASSET_SOURCE: 'none' }, 'http://127.0.0.1:9/graphql');
const threadModule = new URL('../../tests/misbehavingRenderThread.ts', import.meta.url);
const plain = defaultPreviewRecord(defaultCardContent());
const titled = (title: string): PreviewRecord => ({ ...plain, title, imagePath: `/images/${title}.png` });
const token = (name: string) => {
  const record = tokenPreviewRecord(
    { chain: 'ETHEREUM', address: `0x${'1'.repeat(40)}`, symbol: 'HNG', name, logoUrl: undefined },
    config,
    'prerendered',
  );
  if (!record) throw new Error('record expected');
  return record;
};

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const isCard = (png: Uint8Array) => {
  const image = decode(png);
  return [image.width, image.height];
};

describe('render pool', { timeout: 60_000 }, () => {
  it('fails the cards of a thread that exits, with a message, and renders the rest on a new thread', async () => {
    pool = await createRenderPool(config, { size: 1, threadModule });
    const beside = pool.render(plain);
    const dying = pool.render(titled('exit'));
    await expect(dying).rejects.toThrow(
      'card /images/exit.png: render thread exited with code 3 on 2 render threads',
    );
    expect(isCard(await beside)).toEqual([1200, 630]);
    expect(isCard(await pool.render(plain))).toEqual([1200, 630]);
  });

  it('fails the cards of a thread whose handler throws, and keeps rendering', async () => {
    pool = await createRenderPool(config, { size: 2, threadModule });
    const results = await Promise.allSettled([pool.render(titled('throw')), pool.render(plain)]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      reason: {
        message: expect.stringMatching(
          /^card \/images\/throw\.png: render thread failed \(render thread broke\)/,
        ),
      },
    });
    expect(results[1]).toMatchObject({ status: 'fulfilled' });
  });

  it('draws the simpler card when a card overruns its time bound, and fails one that overruns twice', async () => {
    pool = await createRenderPool(config, { size: 1, threadModule, cardTimeoutMs: 2_000 });
    const hostile = token('Z\u0334\u0321\u032a\u032b\u0356\u0325\u0314\u0345algo');
    const drawn = await pool.render(hostile);
    expect(drawn).toEqual(await pool.render(simplerCardRecord(hostile)));
    expect(isCard(drawn)).toEqual([1200, 630]);
    await expect(pool.render(titled('hang'))).rejects.toThrow(
      'card /images/hang.png: render took over 2000 ms, the simpler card as well',
    );
    expect(isCard(await pool.render(plain))).toEqual([1200, 630]);
  });
});
