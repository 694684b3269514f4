export function WarningIcon({ size = 18 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path d="M12 3l10 18H2z" fill="currentColor" opacity="0.18" />
      <path
        d="M12 3l10 18H2zM12 10v5M12 18v.5"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
