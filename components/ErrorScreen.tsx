import './dataViews.css';
import { EXPLORE_PAGE } from '../preview/sitePages.ts';

/**
 * What a page shows when it broke while rendering: says so, offers to try again, and a way back that
 * works whatever broke (a plain link, not client routing).
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="not-found" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">Something went wrong</h1>
      <p className="muted">This page stopped working. Try again, or go back to Explore.</p>
      <div className="error-screen-actions">
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
        <a className="button secondary" href={EXPLORE_PAGE}>
          Back to Explore
        </a>
      </div>
    </section>
  );
}
