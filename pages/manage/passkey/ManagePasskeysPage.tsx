import '../../auth/passkey/Passkeys.css';
import { useState } from 'react';
import { shortAddress } from '../../../components/formatNumbers.ts';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { useHydrated } from '../../../components/useHydrated.ts';
import { backendCall } from '../../../data/backendCall.ts';
import { PASSKEY_PATHS, type PasskeySession, type WalletChallenge } from '../../../data/passkeyApi.ts';
import { managePasskeysPath } from '../../../preview/pagePaths.ts';
import { useDocumentTitle } from '../../../renderer/useDocumentTitle.ts';
import type { AppWallet } from '../../../wallet/appWallet.ts';
import { useLazyWallet } from '../../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../../wallet/walletPicker.ts';
import { PasskeySupportNotice } from '../../auth/passkey/PasskeySupportNotice.tsx';
import { passkeyFailure } from '../../auth/passkey/passkeyFailure.ts';
import { usePasskeySupport } from '../../auth/passkey/usePasskeySupport.ts';
import { PasskeyList } from './PasskeyList.tsx';

/**
 * `/manage/passkey/{walletAddress}`: that address's passkeys, for its own wallet only. The wallet signs
 * a message (no transaction) to open a session with the backend, which then lists, adds, renames and
 * deletes the address's passkeys and refuses any other address's. `address` is `undefined` until the
 * shell has read it from the address bar, `null` when it is no address.
 */
export function ManagePasskeysPage({ address }: { address: string | null | undefined }) {
  useDocumentTitle('Manage passkeys');
  const support = usePasskeySupport();
  const { wallet, bridge } = useLazyWallet();
  const [session, setSession] = useState<PasskeySession>();
  const owner = address?.toLowerCase();
  const current = session && session.address === owner ? session : undefined;

  return (
    <section className="passkey-page" aria-labelledby="passkeys-title">
      {bridge}
      <h1 id="passkeys-title">Passkeys</h1>
      <p className="muted">
        {owner ? (
          <>
            Passkeys of <span title={owner}>{shortAddress(owner)}</span> sign you in to the extension without
            your wallet. Only this address’s wallet can see and change them.
          </>
        ) : (
          'Passkeys sign you in to the extension without your wallet.'
        )}
      </p>
      {support !== 'unknown' && support !== 'ready' ? <PasskeySupportNotice unavailable={support} /> : null}
      {address === null ? (
        <div className="data-state" role="alert">
          <p>
            This is not a wallet address. A passkeys page is /manage/passkey/ followed by 0x and 40 hex
            digits.
          </p>
        </div>
      ) : !owner ? (
        <Skeleton width="100%" height={120} />
      ) : current ? (
        <PasskeyList session={current} onSessionEnded={() => setSession(undefined)} />
      ) : (
        <WalletGate owner={owner} wallet={wallet} onSession={setSession} />
      )}
    </section>
  );
}

/** What stands between the reader and the list: the right wallet, connected, and its signature. */
function WalletGate({
  owner,
  wallet,
  onSession,
}: {
  owner: string;
  wallet: AppWallet;
  onSession: (session: PasskeySession) => void;
}) {
  const hydrated = useHydrated();
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const connected = wallet.address?.toLowerCase();

  if (!hydrated || wallet.resolving) return <Skeleton width="100%" height={120} />;
  if (!connected)
    return (
      <div className="passkey-card">
        <p>Connect the wallet of {shortAddress(owner)} to see and manage its passkeys.</p>
        <button type="button" className="button" onClick={openWalletPicker}>
          Connect wallet
        </button>
      </div>
    );
  if (connected !== owner)
    return (
      <div className="passkey-card" role="alert">
        <p>
          Your wallet is {shortAddress(connected)}, not {shortAddress(owner)}. Only the wallet of an address
          can manage its passkeys.
        </p>
        <a className="button secondary" href={managePasskeysPath(connected)}>
          Your passkeys
        </a>
      </div>
    );

  const sign = async () => {
    const walletClient = wallet.walletClient;
    if (!walletClient || !wallet.address) return;
    setSigning(true);
    setFailure(undefined);
    try {
      const challenge = await backendCall<WalletChallenge>(PASSKEY_PATHS.walletChallenge, {
        method: 'POST',
        body: { address: owner },
      });
      const signature = await walletClient.signMessage({
        account: wallet.address,
        message: challenge.message,
      });
      onSession(
        await backendCall<PasskeySession>(PASSKEY_PATHS.session, {
          method: 'POST',
          body: { address: owner, nonce: challenge.nonce, signature },
        }),
      );
    } catch (error) {
      setFailure(passkeyFailure(error));
    } finally {
      setSigning(false);
    }
  };

  return (
    <div className="passkey-card">
      <p>
        Sign a message with your wallet to show that this address is yours. It costs nothing and sends no
        transaction.
      </p>
      <button
        type="button"
        className="button"
        disabled={signing || !wallet.walletClient}
        onClick={() => void sign()}
      >
        {signing ? `Confirm in ${wallet.walletName ?? 'your wallet'}…` : 'Sign in with wallet'}
      </button>
      {failure ? (
        <p className="passkey-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
