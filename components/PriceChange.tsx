import './dataViews.css';

import { formatPercentMagnitude } from './formatNumbers.ts';

/** Changes that round to 0.00% are flat: neither green nor red. */
const FLAT = 0.005;

/** A signed percentage change: arrow and colour (green up, red down). */
export function PriceChange({ value }: { value: number | null | undefined }) {
  if (value == null || !Number.isFinite(value)) return <span className="muted">–</span>;
  if (Math.abs(value) < FLAT) return <span className="change">{formatPercentMagnitude(0)}</span>;
  const up = value > 0;
  return (
    <span className={up ? 'change up' : 'change down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="visually-hidden">{up ? 'up' : 'down'} </span>
      {formatPercentMagnitude(value)}
    </span>
  );
}
