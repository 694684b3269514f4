/** The check mark of a collection the marketplaces have verified. */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  return (
    <svg className="verified-badge" viewBox="0 0 16 16" width={size} height={size} role="img">
      <title>Verified collection</title>
      <circle cx="8" cy="8" r="8" fill="var(--accent)" />
      <path
        d="M4.5 8.2l2.3 2.3 4.7-4.9"
        stroke="var(--on-accent)"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
