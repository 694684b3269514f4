/** The top bar's Connect button: the same element before and after the wallet code has loaded. */
export function ConnectButton({ busy = false, onClick }: { busy?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button connect-button" aria-busy={busy} onClick={onClick}>
      {busy ? 'Connecting…' : 'Connect'}
    </button>
  );
}
