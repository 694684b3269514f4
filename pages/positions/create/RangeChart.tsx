import { type PointerEvent, useRef } from 'react';
import type { PoolTick } from '../../../data/hooks/usePoolChart.ts';
import type { TickRange } from '../../../liquidity/priceRange.ts';

const WIDTH = 800;
const HEIGHT = 160;

/**
 * The pool's liquidity by price around the current price, with the range's two handles on it: drag a
 * handle (or focus it and press the arrow keys) to move that end of the range by the pool's spacing.
 * Ticks run left to right; with prices flipped the left end is the higher price, as the labels say.
 */
export function RangeChart({
  ticks,
  currentTick,
  range,
  tickSpacing,
  bounds,
  priceAt,
  onRange,
}: {
  ticks: readonly PoolTick[] | undefined;
  currentTick: number;
  range: TickRange;
  tickSpacing: number;
  /** The full range: handles never leave it. */
  bounds: TickRange;
  priceAt: (tick: number) => string;
  onRange: (range: TickRange) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const span = Math.max(
    tickSpacing * 40,
    Math.min(
      Math.max(currentTick - range.tickLower, range.tickUpper - currentTick) * 1.6,
      (bounds.tickUpper - bounds.tickLower) / 2,
    ),
  );
  const lo = currentTick - span;
  const hi = currentTick + span;
  const x = (tick: number) => ((Math.min(Math.max(tick, lo), hi) - lo) / (hi - lo)) * WIDTH;
  const bars = activeLiquidity(ticks ?? [], lo, hi);
  const max = Math.max(1, ...bars.map((bar) => bar.liquidity));

  const move = (end: 'tickLower' | 'tickUpper', tick: number) => {
    const snapped = Math.round(tick / tickSpacing) * tickSpacing;
    const next = { ...range, [end]: Math.min(bounds.tickUpper, Math.max(bounds.tickLower, snapped)) };
    if (next.tickLower < next.tickUpper) onRange(next);
  };
  const drag = (end: 'tickLower' | 'tickUpper') => (event: PointerEvent<SVGGElement>) => {
    if (event.buttons !== 1 || !svg.current) return;
    const box = svg.current.getBoundingClientRect();
    move(end, lo + ((event.clientX - box.left) / box.width) * (hi - lo));
  };

  return (
    <figure className="range-chart" aria-label="Liquidity by price, with the range's handles">
      <svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
      >
        <title>Liquidity by price</title>
        <rect
          x={x(range.tickLower)}
          y={0}
          width={Math.max(1, x(range.tickUpper) - x(range.tickLower))}
          height={HEIGHT}
          className="range-chart-band"
        />
        {bars.map((bar) => (
          <rect
            key={bar.from}
            x={x(bar.from)}
            y={HEIGHT - (bar.liquidity / max) * (HEIGHT - 16)}
            width={Math.max(1, x(bar.to) - x(bar.from) - 0.5)}
            height={(bar.liquidity / max) * (HEIGHT - 16)}
            className="range-chart-bar"
          />
        ))}
        <line x1={x(currentTick)} x2={x(currentTick)} y1={0} y2={HEIGHT} className="range-chart-current" />
        {(['tickLower', 'tickUpper'] as const).map((end) => (
          <g
            key={end}
            role="slider"
            tabIndex={0}
            aria-label={end === 'tickLower' ? 'Lower end of the range' : 'Upper end of the range'}
            aria-valuemin={bounds.tickLower}
            aria-valuemax={bounds.tickUpper}
            aria-valuenow={range[end]}
            aria-valuetext={priceAt(range[end])}
            className="range-chart-handle"
            data-testid={`range-handle-${end === 'tickLower' ? 'lower' : 'upper'}`}
            onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
            onPointerMove={drag(end)}
            onKeyDown={(event) => {
              const step =
                event.key === 'ArrowRight' || event.key === 'ArrowUp'
                  ? 1
                  : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
                    ? -1
                    : 0;
              if (step === 0) return;
              event.preventDefault();
              move(end, range[end] + step * tickSpacing);
            }}
          >
            <line x1={x(range[end])} x2={x(range[end])} y1={0} y2={HEIGHT} />
            <rect x={x(range[end]) - 7} y={HEIGHT / 2 - 18} width={14} height={36} rx={6} />
          </g>
        ))}
      </svg>
      {ticks && ticks.length === 0 ? (
        <figcaption className="small muted">
          No liquidity in this pool yet: yours would be the first.
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The active liquidity between consecutive initialized ticks (running sum of liquidityNet), within a window. */
function activeLiquidity(ticks: readonly PoolTick[], lo: number, hi: number) {
  const sorted = [...ticks].sort((a, b) => a.tickIdx - b.tickIdx);
  const bars: { from: number; to: number; liquidity: number }[] = [];
  let active = 0;
  sorted.forEach((tick, index) => {
    active += tick.liquidityNet;
    const to = sorted[index + 1]?.tickIdx ?? hi;
    if (to > lo && tick.tickIdx < hi && active > 0)
      bars.push({ from: Math.max(lo, tick.tickIdx), to: Math.min(hi, to), liquidity: active });
  });
  return bars;
}
