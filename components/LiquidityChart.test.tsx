import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LiquidityStep } from '../protocol/liquidityByPrice.ts';
import { MAX_TICK, MIN_TICK } from '../protocol/tickBounds.ts';
import { LiquidityChart } from './LiquidityChart.tsx';

const steps: LiquidityStep[] = [
  { tickLower: -1200, tickUpper: -600, liquidity: 0n },
  { tickLower: -600, tickUpper: -60, liquidity: 500n },
  { tickLower: -60, tickUpper: 120, liquidity: 2000n },
  { tickLower: 120, tickUpper: 600, liquidity: 700n },
  { tickLower: 600, tickUpper: 1200, liquidity: 0n },
];
const priceAt = (tick: number) => (1.0001 ** tick).toFixed(4);
const bars = (html: string) =>
  [...html.matchAll(/<rect[^>]*class="(liquidity-chart-bar[^"]*)"[^>]*data-ticks="([^"]+)"/g)].map(
    ([, className, ticks]) => [ticks, className === 'liquidity-chart-bar'] as const,
  );

describe('the liquidity chart', () => {
  it('draws a bar per step holding liquidity, bright inside the range and dimmed outside', () => {
    const html = renderToStaticMarkup(
      <LiquidityChart
        steps={steps}
        currentTick={0}
        priceAt={priceAt}
        range={{ tickLower: -60, tickUpper: 120 }}
      />,
    );
    expect(bars(html)).toEqual([
      ['-600:-60', false],
      ['-60:120', true],
      ['120:600', false],
    ]);
    expect(html).toContain('data-liquidity="2000"');
    expect(html).not.toContain('role="slider"');
  });

  it('cuts a step at the range’s ends, so only the part inside reads bright', () => {
    const html = renderToStaticMarkup(
      <LiquidityChart
        steps={steps}
        currentTick={0}
        priceAt={priceAt}
        range={{ tickLower: 0, tickUpper: 60 }}
      />,
    );
    expect(bars(html)).toEqual([
      ['-600:-60', false],
      ['-60:0', false],
      ['0:60', true],
      ['60:120', false],
      ['120:600', false],
    ]);
  });

  it('runs ticks right to left when mirrored, so the prices shown still rise left to right', () => {
    const xOf = (html: string, ticks: string) =>
      Number(new RegExp(`<rect x="([\\d.]+)"[^>]*data-ticks="${ticks}"`).exec(html)?.[1]);
    const chart = (mirrored: boolean) =>
      renderToStaticMarkup(
        <LiquidityChart steps={steps} currentTick={0} priceAt={priceAt} mirrored={mirrored} />,
      );
    const plain = chart(false);
    const mirrored = chart(true);
    expect(xOf(plain, '-600:-60')).toBeLessThan(xOf(plain, '120:600'));
    expect(xOf(mirrored, '-600:-60')).toBeGreaterThan(xOf(mirrored, '120:600'));
    const axis = (html: string) =>
      [...html.matchAll(/<figcaption[^>]*><span>([^<]+)<\/span><span>([^<]+)<\/span>/g)].flatMap(
        ([, left, right]) => [left, right],
      );
    expect(axis(mirrored)).toEqual([...axis(plain)].reverse());
  });

  it('keeps its axis line empty while the ticks load, so a full range shows no end price of 1e-38', () => {
    const asked: number[] = [];
    const html = renderToStaticMarkup(
      <LiquidityChart
        steps={undefined}
        currentTick={0}
        priceAt={(tick) => {
          asked.push(tick);
          return priceAt(tick);
        }}
        range={{ tickLower: MIN_TICK, tickUpper: MAX_TICK }}
      />,
    );
    expect(html).toContain(
      '<figcaption class="liquidity-chart-axis small muted"><span>\u00a0</span><span>\u00a0</span>',
    );
    expect(asked).toEqual([]);
  });

  it('gives the range two handles, as sliders over ticks, only when it can be dragged', () => {
    const html = renderToStaticMarkup(
      <LiquidityChart
        steps={steps}
        currentTick={0}
        priceAt={priceAt}
        range={{ tickLower: -60, tickUpper: 120 }}
        handles={{ tickSpacing: 60, bounds: { tickLower: -887220, tickUpper: 887220 }, onRange: () => {} }}
      />,
    );
    expect([...html.matchAll(/role="slider"[^>]*aria-valuenow="(-?\d+)"/g)].map(([, tick]) => tick)).toEqual([
      '-60',
      '120',
    ]);
  });

  it('reads prices only at whole ticks within the protocol’s bounds, as the SDK’s tick math demands', () => {
    const strict = (tick: number) => {
      if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK)
        throw new Error(`no price at ${tick}`);
      return priceAt(tick);
    };
    const edges: LiquidityStep[] = [
      { tickLower: MIN_TICK - 1, tickUpper: -10, liquidity: 5n },
      { tickLower: -10, tickUpper: MAX_TICK + 1, liquidity: 9n },
    ];
    for (const range of [
      undefined,
      { tickLower: -887270, tickUpper: 887270 },
      { tickLower: -30, tickUpper: 50 },
      { tickLower: -400, tickUpper: 700 },
    ])
      expect(() =>
        renderToStaticMarkup(<LiquidityChart steps={edges} currentTick={7} priceAt={strict} range={range} />),
      ).not.toThrow();
  });

  it('says a pool without liquidity has none yet', () => {
    const html = renderToStaticMarkup(<LiquidityChart steps={[]} currentTick={0} priceAt={priceAt} />);
    expect(html).toContain('No liquidity in this pool yet');
  });
});
