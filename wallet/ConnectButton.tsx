/** The top bar's Connect button: the same element before and after the wallet code has loaded. */
export function ConnectButton({
  busy = false,
  disabled = false,
  onClick,
}: {
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button connect-button"
      aria-busy={busy}
      disabled={disabled}
      onClick={onClick}
    >
      {busy ? 'Connecting…' : 'Connect'}
    </button>
  );
}
