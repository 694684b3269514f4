import './OfflinePage.css';

/**
 * What a page this device has never opened shows while offline (the service worker answers with it).
 * The address bar keeps the page asked for, so Try again reloads exactly that.
 */
export default function Page() {
  return (
    <section className="offline-page" aria-labelledby="offline-title">
      <h1 id="offline-title">You are offline</h1>
      <p className="muted">
        This page has not been opened on this device yet, so there is nothing saved to show. Pages you have
        visited before still open with the data you last saw.
      </p>
      <div className="offline-page-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className="button secondary" href="/">
          Home
        </a>
      </div>
    </section>
  );
}
