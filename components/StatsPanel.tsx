import { Skeleton } from './Skeleton.tsx';
import './StatsPanel.css';

/** A label and its value; no value yet shows a skeleton of the value's size. */
export type Stat = readonly [label: string, value: React.ReactNode];

/** A titled panel of figures in a grid, e.g. a token's or a pool's stats. */
export function StatsPanel({
  id,
  title,
  stats,
  testId,
}: {
  /** The heading's id, which labels the panel. */
  id: string;
  title: string;
  stats: readonly Stat[];
  testId?: string;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="stats-grid" data-testid={testId}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="muted small">{label}</dt>
            <dd>{value ?? <Skeleton width={80} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
