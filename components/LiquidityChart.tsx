import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { LiquidityStep } from '../protocol/liquidityByPrice.ts';
import type { TickWindow } from '../protocol/poolTicks.ts';
import { MAX_TICK, MIN_TICK } from '../protocol/tickBounds.ts';
import './LiquidityChart.css';

const WIDTH = 800;
/** Half the view when nothing wider asks for more: about ±5 % in price. */
const MIN_HALF_VIEW = 500;

/** The range's two ends made draggable: each moves by the pool's spacing and stays within `bounds`. */
export interface RangeHandles {
  tickSpacing: number;
  bounds: TickWindow;
  onRange: (range: TickWindow) => void;
}

/**
 * A pool's liquidity by price: the active liquidity between its initialized ticks as steps, the prices
 * shown rising left to right (ticks too, or falling when `mirrored`: prices read as token0 per token1),
 * the current price as a dashed line. With a `range`, the steps inside it are bright and the rest
 * dimmed; with `handles`, both ends of the range can be dragged (or focused and moved with the keys).
 */
export function LiquidityChart({
  steps,
  currentTick,
  priceAt,
  range,
  handles,
  mirrored = false,
  height = 200,
}: {
  /** `undefined` while loading. */
  steps: readonly LiquidityStep[] | undefined;
  currentTick: number;
  /** A tick's price as the page says it (its unit and direction). */
  priceAt: (tick: number) => string;
  range?: TickWindow | undefined;
  handles?: RangeHandles | undefined;
  /** The page reads prices in token0 per token1, which fall as the tick rises. */
  mirrored?: boolean;
  height?: number;
}) {
  const svg = useRef<SVGSVGElement>(null);
  // While a handle is dragged the view holds still: widening it under the pointer would move the tick
  // the pointer points at.
  const [heldView, holdView] = useState<readonly [number, number]>();
  const [lo, hi] = heldView ?? chartView(steps ?? [], currentTick, range, handles?.tickSpacing);
  const clamp = (tick: number) => Math.min(Math.max(tick, lo), hi);
  const x = (tick: number) => ((mirrored ? hi - clamp(tick) : clamp(tick) - lo) / (hi - lo)) * WIDTH;
  /** Where a tick span starts on screen and how wide it is, whichever way ticks run. */
  const span = (from: number, to: number) => ({
    x: Math.min(x(from), x(to)),
    width: Math.abs(x(to) - x(from)),
  });
  const shown = (steps ?? []).filter(
    (step) => step.tickUpper > lo && step.tickLower < hi && step.liquidity > 0n,
  );
  let max = 1n;
  for (const step of shown) if (step.liquidity > max) max = step.liquidity;
  const barHeight = (liquidity: bigint) => (Number((liquidity * 10_000n) / max) / 10_000) * (height - 16);
  // A step is cut at the range's ends, so the part outside it reads dimmed.
  const bars = range ? shown.flatMap((step) => cutAt(step, [range.tickLower, range.tickUpper])) : shown;
  const inRange = (step: LiquidityStep) =>
    range === undefined || (step.tickUpper > range.tickLower && step.tickLower < range.tickUpper);

  return (
    <figure
      className={handles ? 'liquidity-chart with-handles' : 'liquidity-chart'}
      aria-label="Liquidity by price"
      data-testid="liquidity-chart"
      data-points={shown.length}
      data-current-tick={currentTick}
      data-range={range ? `${range.tickLower}:${range.tickUpper}` : undefined}
    >
      <svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
      >
        <title>Liquidity by price</title>
        {range ? (
          <rect
            x={span(range.tickLower, range.tickUpper).x}
            y={0}
            width={Math.max(1, span(range.tickLower, range.tickUpper).width)}
            height={height}
            className="liquidity-chart-band"
          />
        ) : null}
        {bars.map((step) => (
          <rect
            key={step.tickLower}
            x={span(step.tickLower, step.tickUpper).x}
            y={height - barHeight(step.liquidity)}
            width={Math.max(1, span(step.tickLower, step.tickUpper).width - 0.5)}
            height={barHeight(step.liquidity)}
            className={inRange(step) ? 'liquidity-chart-bar' : 'liquidity-chart-bar outside'}
            data-ticks={`${step.tickLower}:${step.tickUpper}`}
            data-liquidity={step.liquidity.toString()}
          >
            <title>{`${priceAt(clamp(step.tickLower))} – ${priceAt(clamp(step.tickUpper))}`}</title>
          </rect>
        ))}
        <line
          x1={x(currentTick)}
          x2={x(currentTick)}
          y1={0}
          y2={height}
          className="liquidity-chart-current"
        />
        {range && handles ? (
          <Handles
            svg={svg}
            view={[lo, hi]}
            holdView={holdView}
            x={x}
            mirrored={mirrored}
            range={range}
            handles={handles}
            priceAt={priceAt}
            height={height}
          />
        ) : null}
      </svg>
      {/* Until the ticks arrive the view may span the whole tick range, whose end prices (1e-38) are no
          reading: the axis keeps its line empty so nothing moves when they come. */}
      <figcaption className="liquidity-chart-axis small muted">
        <span>{steps ? priceAt(mirrored ? hi : lo) : '\u00a0'}</span>
        <span>{steps ? priceAt(mirrored ? lo : hi) : '\u00a0'}</span>
      </figcaption>
      {steps && steps.length > 0 && shown.length === 0 ? (
        <p className="small muted">No liquidity near the current price.</p>
      ) : null}
      {steps && steps.length === 0 ? (
        <p className="small muted">No liquidity in this pool yet: a position would be the first.</p>
      ) : null}
    </figure>
  );
}

function Handles({
  svg,
  view: [lo, hi],
  holdView,
  x,
  mirrored,
  range,
  handles: { tickSpacing, bounds, onRange },
  priceAt,
  height,
}: {
  svg: React.RefObject<SVGSVGElement | null>;
  view: readonly [number, number];
  holdView: (view: readonly [number, number] | undefined) => void;
  x: (tick: number) => number;
  mirrored: boolean;
  range: TickWindow;
  handles: RangeHandles;
  priceAt: (tick: number) => string;
  height: number;
}) {
  const move = (end: keyof TickWindow, tick: number) => {
    const snapped = Math.round(tick / tickSpacing) * tickSpacing;
    const next = { ...range, [end]: Math.min(bounds.tickUpper, Math.max(bounds.tickLower, snapped)) };
    if (next.tickLower < next.tickUpper && next[end] !== range[end]) onRange(next);
  };
  const drag = (end: keyof TickWindow) => (event: PointerEvent<SVGGElement>) => {
    if (event.buttons !== 1 || !svg.current) return;
    const box = svg.current.getBoundingClientRect();
    const along = ((event.clientX - box.left) / box.width) * (hi - lo);
    move(end, mirrored ? hi - along : lo + along);
  };
  const keys = (end: keyof TickWindow) => (event: KeyboardEvent<SVGGElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // A key moves the price shown: the other way in ticks when they fall left to right.
    move(end, range[end] + (mirrored ? -step : step) * tickSpacing);
  };
  return (['tickLower', 'tickUpper'] as const).map((end) => (
    <g
      key={end}
      role="slider"
      tabIndex={0}
      aria-label={(end === 'tickLower') !== mirrored ? 'Min price of the range' : 'Max price of the range'}
      aria-valuemin={bounds.tickLower}
      aria-valuemax={bounds.tickUpper}
      aria-valuenow={range[end]}
      aria-valuetext={priceAt(range[end])}
      className="liquidity-chart-handle"
      data-testid={`range-handle-${end === 'tickLower' ? 'lower' : 'upper'}`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        holdView([lo, hi]);
      }}
      onPointerMove={drag(end)}
      onPointerUp={() => holdView(undefined)}
      onPointerCancel={() => holdView(undefined)}
      onKeyDown={keys(end)}
    >
      <line x1={x(range[end])} x2={x(range[end])} y1={0} y2={height} />
      <rect x={x(range[end]) - 7} y={height / 2 - 18} width={14} height={36} rx={6} />
    </g>
  ));
}

/** A step in pieces at the ticks given that fall inside it. */
function cutAt(step: LiquidityStep, ticks: readonly number[]): LiquidityStep[] {
  const cuts = ticks.filter((tick) => tick > step.tickLower && tick < step.tickUpper);
  const ends = [step.tickLower, ...cuts, step.tickUpper];
  return ends.slice(1).map((tickUpper, i) => ({
    tickLower: ends[i] as number,
    tickUpper,
    liquidity: step.liquidity,
  }));
}

/** Spacings a key moves a handle by: one with the arrows, ten with Page Up and Page Down. */
const KEY_STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * The ticks shown, centred on the price: wide enough for the range with a margin (the handles stay
 * grabbable) and, without a range, for every step holding liquidity; never wider than the steps read
 * when they are known (an open range's ends then sit at the chart's edges), nor than the protocol's bounds.
 */
function chartView(
  steps: readonly LiquidityStep[],
  current: number,
  range: TickWindow | undefined,
  tickSpacing = 1,
): [number, number] {
  const from = (tick: number) => Math.abs(tick - current);
  const held = steps.filter((step) => step.liquidity > 0n);
  const wanted = range
    ? Math.max(from(range.tickLower), from(range.tickUpper)) * 1.6
    : Math.max(0, ...held.flatMap((step) => [from(step.tickLower), from(step.tickUpper)])) * 1.1;
  const known =
    steps.length > 0
      ? Math.max(...steps.flatMap((step) => [from(step.tickLower), from(step.tickUpper)]))
      : Infinity;
  const half = Math.max(MIN_HALF_VIEW, tickSpacing * 40, Math.min(wanted, known));
  // Whole ticks: a price is read at each end.
  return [Math.max(MIN_TICK, Math.round(current - half)), Math.min(MAX_TICK, Math.round(current + half))];
}
