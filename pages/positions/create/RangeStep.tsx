import { LiquidityChart } from '../../../components/LiquidityChart.tsx';
import type { TickRange } from '../../../liquidity/priceRange.ts';
import type { PriceScale } from '../../../liquidity/tickPrice.ts';
import type { LiquidityStep } from '../../../protocol/liquidityByPrice.ts';
import type { SwapCurrency } from '../../../trading/swapCurrency.ts';
import type { RangeChoice } from './rangeChoice.ts';
import type { LiquidityMath } from './useCreateReads.ts';

/**
 * The price range: a new pool's starting price first; then full range or a preset width one click
 * away, or min and max typed as prices (flippable between the two tokens) or dragged on the chart.
 */
export function RangeStep({
  math,
  scale,
  tickSpacing,
  token0,
  token1,
  inverted,
  onFlip,
  poolPrice,
  startText,
  onStartText,
  choice,
  onChoice,
  range,
  problem,
  steps,
}: {
  math: LiquidityMath;
  scale: PriceScale;
  tickSpacing: number;
  token0: SwapCurrency;
  token1: SwapCurrency;
  inverted: boolean;
  onFlip: () => void;
  /** The pool's price on chain; `undefined` for a pool that does not exist yet. */
  poolPrice: { tick: number } | undefined;
  startText: string;
  onStartText: (text: string) => void;
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  range: TickRange | undefined;
  problem: string | undefined;
  /** The pool's liquidity by price from the chain; `undefined` while it loads, none for a new pool. */
  steps: readonly LiquidityStep[] | undefined;
}) {
  const [base, quote] = inverted ? [token1, token0] : [token0, token1];
  const unit = `${quote.symbol} per ${base.symbol}`;
  const priceAt = (tick: number) => math.shownPrice(tick, scale, inverted);
  const start = poolPrice ? undefined : math.startingPrice(startText, scale, inverted);
  const current = poolPrice ?? start;
  const full = math.fullRange(tickSpacing);
  const isFull = choice.kind === 'full';
  const toCustom = (next: TickRange) => {
    const [low, high] = inverted ? [next.tickUpper, next.tickLower] : [next.tickLower, next.tickUpper];
    onChoice({ kind: 'custom', min: priceAt(low), max: priceAt(high) });
  };
  const typed = (end: 'min' | 'max', text: string) => {
    const shown = choice.kind === 'custom' ? choice : shownPrices();
    onChoice({
      kind: 'custom',
      min: end === 'min' ? text : shown.min,
      max: end === 'max' ? text : shown.max,
    });
  };
  function shownPrices(): { min: string; max: string } {
    if (choice.kind === 'custom') return choice;
    if (!range || isFull) return math.FULL_RANGE_PRICES;
    const [low, high] = inverted ? [range.tickUpper, range.tickLower] : [range.tickLower, range.tickUpper];
    return { min: priceAt(low), max: priceAt(high) };
  }
  const prices = shownPrices();

  return (
    <section className="flow-section" aria-labelledby="range-title">
      <div className="flow-row flow-section-head">
        <h2 id="range-title">Price range</h2>
        <button type="button" className="button secondary small" data-testid="flip-prices" onClick={onFlip}>
          {unit} ⇄
        </button>
      </div>
      {poolPrice ? (
        <p className="small muted" data-testid="current-price">
          Current price: {priceAt(poolPrice.tick)} {unit}
        </p>
      ) : (
        <div className="flow-price">
          <p className="flow-notice" role="status" data-testid="new-pool">
            This pool does not exist yet: you would create it. Set the price it starts at.
          </p>
          <label htmlFor="start-price" className="small muted">
            Starting price ({unit})
          </label>
          <input
            id="start-price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={startText}
            aria-invalid={startText !== '' && !start}
            onChange={(event) => onStartText(event.target.value.replace(',', '.'))}
          />
          {startText !== '' && !start ? (
            <span className="small field-error">Enter a price above zero that a pool can hold.</span>
          ) : null}
        </div>
      )}
      <div className="flow-row">
        <button
          type="button"
          className="flow-choice"
          aria-pressed={isFull}
          data-testid="range-full"
          onClick={() => onChoice({ kind: 'full' })}
        >
          Full range
        </button>
        {math.RANGE_WIDTH_PRESETS.map((widthPercent) => (
          <button
            key={widthPercent}
            type="button"
            className="flow-choice"
            aria-pressed={choice.kind === 'preset' && choice.widthPercent === widthPercent}
            disabled={!current}
            data-testid={`range-preset-${widthPercent}`}
            onClick={() => onChoice({ kind: 'preset', widthPercent })}
          >
            ±{widthPercent}%
          </button>
        ))}
      </div>
      <div className="flow-prices">
        {(['min', 'max'] as const).map((end) => (
          <label key={end} className="flow-price">
            <span className="small muted">
              {end === 'min' ? 'Min price' : 'Max price'} ({unit})
            </span>
            <input
              inputMode="decimal"
              autoComplete="off"
              data-testid={`range-${end}`}
              value={prices[end]}
              aria-invalid={problem !== undefined}
              onChange={(event) => typed(end, event.target.value.replace(',', '.'))}
            />
          </label>
        ))}
      </div>
      {problem ? (
        <p className="flow-error" role="alert" data-testid="range-problem">
          {problem}
        </p>
      ) : null}
      {current && range ? (
        <LiquidityChart
          mirrored={inverted}
          steps={steps}
          currentTick={current.tick}
          range={range}
          handles={{ tickSpacing, bounds: full, onRange: toCustom }}
          priceAt={priceAt}
          height={160}
        />
      ) : null}
    </section>
  );
}
