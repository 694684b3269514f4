import type { PasskeysUnavailable } from './passkeySupport.ts';

/** Why this page cannot use passkeys, with the way to a page that can. */
export function PasskeySupportNotice({ unavailable }: { unavailable: PasskeysUnavailable }) {
  return (
    <div className="data-state passkey-notice" role="alert">
      <p>{unavailable.reason}</p>
      {unavailable.localhostUrl ? (
        <a className="button" href={unavailable.localhostUrl}>
          Open at localhost
        </a>
      ) : null}
    </div>
  );
}
