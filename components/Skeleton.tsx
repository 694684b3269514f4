import './dataViews.css';

/** A placeholder of the final size, so data arriving never shifts the layout. */
export function Skeleton({ width, height = '1em' }: { width: number | string; height?: number | string }) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}
