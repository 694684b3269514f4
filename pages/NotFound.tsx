import './NotFound.css';

/** "Token not found" / "Pool not found": an unknown or invalid address or chain in the URL. */
export function NotFound({ what }: { what: 'Token' | 'Pool' | 'Chain' | 'Page' }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{what} not found</h1>
      <p className="muted">
        {what === 'Page'
          ? 'This page does not exist.'
          : `We could not find this ${what.toLowerCase()}. Check the network and address in the link.`}
      </p>
      <a className="button" href="/explore">
        Explore tokens
      </a>
    </section>
  );
}
