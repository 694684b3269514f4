import { describe, expect, it } from 'vitest';
import { createProgressLine } from './progressLine.ts';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  const stream = { isTTY, write: (text: string) => writes.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

describe('createProgressLine', () => {
  it('redraws done / total, rate and ETA on a terminal, then one summary line', () => {
    const { stream, writes } = fakeStream(true);
    const progress = createProgressLine('previews', 3, stream, false);
    progress.tick();
    progress.tick(2);
    progress.finish('3 rendered');
    expect(writes[0]).toMatch(/^\rpreviews 1\/3 {2}[\d.]+\/s {2}ETA \d+s/);
    expect(writes.at(-2)).toBe('\r\x1b[K');
    expect(writes.at(-1)).toMatch(/^previews: 3 rendered in [\d.]+s\n$/);
  });

  it('counts without a total or ETA when the total is not known up front', () => {
    const { stream, writes } = fakeStream(true);
    const progress = createProgressLine('pages', undefined, stream, false);
    progress.tick();
    progress.finish('1 written');
    expect(writes[0]).toMatch(/^\rpages 1 {2}[\d.]+\/s {3}$/);
    expect(writes.at(-1)).toMatch(/^pages: 1 written in [\d.]+s\n$/);
  });

  it('writes only the summary line in CI or when piped', () => {
    for (const [isTTY, inCi] of [
      [true, true],
      [false, false],
    ] as const) {
      const { stream, writes } = fakeStream(isTTY);
      const progress = createProgressLine('previews', 2, stream, inCi);
      progress.tick();
      progress.tick();
      progress.finish('0 rendered');
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/^previews: 0 rendered in [\d.]+s\n$/);
    }
  });
});
