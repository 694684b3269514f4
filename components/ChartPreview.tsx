import type { ChartSeries } from './chartSeries.ts';

/**
 * Room the charting library keeps for its price scale and time axis, so the upgrade does not jump:
 * the scale is as wide as its longest label.
 */
const PRICE_SCALE_MIN_WIDTH = 64;
const PRICE_SCALE_CHAR_WIDTH = 7.5;
const TIME_AXIS_HEIGHT = 28;
const PLOT_TOP = 8;

/**
 * The series drawn as plain SVG: what a reader sees from the first paint, at almost no main-thread
 * cost. The interactive chart (crosshair, zoom) replaces it once the reader reaches for it.
 */
export function ChartPreview({
  series,
  height,
  format,
}: {
  series: ChartSeries;
  height: number;
  /** The interactive chart's own label format, so the upgrade does not change the labels. */
  format: (value: number) => string;
}) {
  const { min, max } = valueRange(series);
  const range = max - min || 1;
  const count = series.points.length;
  // One unit of width per point, 100 units of height: the SVG stretches to its box.
  const y = (value: number) => 100 - ((value - min) / range) * 100;
  const labels = [format(max), format(min)] as const;
  const scaleWidth = Math.max(
    PRICE_SCALE_MIN_WIDTH,
    Math.max(...labels.map((text) => text.length)) * PRICE_SCALE_CHAR_WIDTH + 16,
  );
  return (
    <div className="chart-preview" style={{ height }} aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${count} 100`}
        preserveAspectRatio="none"
        style={{
          top: PLOT_TOP,
          width: `calc(100% - ${scaleWidth}px)`,
          height: height - TIME_AXIS_HEIGHT - PLOT_TOP,
        }}
      >
        {series.kind === 'candles' ? (
          series.points.map((point, i) => {
            const colour = point.close >= point.open ? 'var(--up)' : 'var(--down)';
            const top = y(Math.max(point.open, point.close));
            return (
              <g key={point.time} stroke={colour} fill={colour}>
                <line
                  x1={i + 0.5}
                  x2={i + 0.5}
                  y1={y(point.high)}
                  y2={y(point.low)}
                  vectorEffect="non-scaling-stroke"
                />
                <rect
                  x={i + 0.15}
                  width={0.7}
                  y={top}
                  height={Math.max(y(Math.min(point.open, point.close)) - top, 0.4)}
                  stroke="none"
                />
              </g>
            );
          })
        ) : series.kind === 'bars' ? (
          series.points.map((point, i) => (
            <rect
              key={point.time}
              x={i + 0.1}
              width={0.8}
              y={y(point.value)}
              height={100 - y(point.value)}
              fill="var(--accent)"
            />
          ))
        ) : (
          <AreaLine points={series.points.map((point, i) => [i + 0.5, y(point.value)] as const)} />
        )}
      </svg>
      <span className="chart-preview-label small muted" style={{ top: 0, width: scaleWidth }}>
        {labels[0]}
      </span>
      <span
        className="chart-preview-label small muted"
        style={{ bottom: TIME_AXIS_HEIGHT, width: scaleWidth }}
      >
        {labels[1]}
      </span>
    </div>
  );
}

function AreaLine({ points }: { points: readonly (readonly [number, number])[] }) {
  const line = points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' L');
  const first = points[0]?.[0] ?? 0;
  const last = points[points.length - 1]?.[0] ?? 0;
  return (
    <>
      <path d={`M${line} L${last},100 L${first},100 Z`} fill="var(--accent)" fillOpacity={0.15} />
      <path
        d={`M${line}`}
        fill="none"
        stroke="var(--accent)"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </>
  );
}

/** The values the preview spans: candles by their wicks, bars from zero. */
function valueRange(series: ChartSeries): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const point of series.points) {
    const [low, high] = 'high' in point ? [point.low, point.high] : [point.value, point.value];
    min = Math.min(min, low);
    max = Math.max(max, high);
  }
  return { min: series.kind === 'bars' ? Math.min(0, min) : min, max };
}
