import { describe, expect, it } from 'vitest';
import { createAdditionalAssetLoader, FALLBACK_FONT_INDEX_PATH } from './additionalAssets.ts';
import { type AssetSource, cachedAssetSource } from './previewAssetSource.ts';

/** A source whose first `failures` reads of each path miss (undefined or a throw), then answer. */
function flaky(failures: number, mode: 'missing' | 'throws', files: Record<string, Uint8Array>) {
  const reads = new Map<string, number>();
  const source: AssetSource = async (path) => {
    const count = (reads.get(path) ?? 0) + 1;
    reads.set(path, count);
    if (count <= failures) {
      if (mode === 'throws') throw new Error('binding down');
      return undefined;
    }
    return files[path];
  };
  return { source, reads };
}

describe('asset caches never keep a miss', () => {
  it.each(['missing', 'throws'] as const)('cachedAssetSource reads again after a miss (%s)', async (mode) => {
    const bytes = new Uint8Array([1, 2, 3]);
    const { source, reads } = flaky(1, mode, { '/fonts/a.woff': bytes });
    const cached = cachedAssetSource(source);
    expect(await cached('/fonts/a.woff')).toBeUndefined();
    expect(await cached('/fonts/a.woff')).toEqual(bytes);
    expect(await cached('/fonts/a.woff')).toEqual(bytes);
    expect(reads.get('/fonts/a.woff')).toBe(2);
  });

  it('the fallback-font loader asks again for an index or a font it could not read', async () => {
    const font = new Uint8Array([9, 9]);
    const index = {
      fonts: [
        {
          family: 'Noto Sans SC 1',
          langs: ['zh-CN'],
          path: '/fonts/fallback/sc-1.woff',
          weight: 600,
          ranges: [[0x4e00, 0x9fff]],
        },
      ],
    };
    const { source, reads } = flaky(1, 'missing', {
      [FALLBACK_FONT_INDEX_PATH]: new TextEncoder().encode(JSON.stringify(index)),
      '/fonts/fallback/sc-1.woff': font,
    });
    const load = createAdditionalAssetLoader(source, () => new Uint8Array());
    expect(await load('zh-CN', '龍')).toEqual([]);
    expect(await load('zh-CN', '龍')).toEqual([]);
    const loaded = await load('zh-CN', '龍');
    expect(loaded).toMatchObject([{ name: 'Noto Sans SC 1', weight: 600 }]);
    expect(await load('zh-CN', '龍')).toEqual(loaded);
    expect([reads.get(FALLBACK_FONT_INDEX_PATH), reads.get('/fonts/fallback/sc-1.woff')]).toEqual([2, 2]);
  });

  it('draws an emoji from a PNG made once, and asks again for one it could not read', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { source, reads } = flaky(1, 'throws', { '/emoji/1f680.svg': svg });
    const rasterized: number[] = [];
    const load = createAdditionalAssetLoader(source, (_svg, width) => {
      rasterized.push(width);
      return new Uint8Array([137, 80, 78, 71]);
    });
    expect(await load('emoji', '🚀')).toEqual([]);
    expect(await load('emoji', '🚀')).toBe('data:image/png;base64,iVBORw==');
    expect(await load('emoji', '🚀')).toBe('data:image/png;base64,iVBORw==');
    expect([reads.get('/emoji/1f680.svg'), rasterized]).toEqual([2, [144]]);
  });
});
