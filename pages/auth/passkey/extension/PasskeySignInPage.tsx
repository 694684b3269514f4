import '../Passkeys.css';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { shortAddress } from '../../../../components/formatNumbers.ts';
import { useHydrated } from '../../../../components/useHydrated.ts';
import { backendCall } from '../../../../data/backendCall.ts';
import { PASSKEY_PATHS, type PasskeySignIn } from '../../../../data/passkeyApi.ts';
import { managePasskeysPath } from '../../../../preview/pagePaths.ts';
import { useDocumentTitle } from '../../../../renderer/useDocumentTitle.ts';
import { useConnectedAccount } from '../../../../wallet/useConnectedAccount.tsx';
import { openWalletPicker } from '../../../../wallet/walletPicker.ts';
import { PasskeySupportNotice } from '../PasskeySupportNotice.tsx';
import { passkeyFailure } from '../passkeyFailure.ts';
import { usePasskeySupport } from '../usePasskeySupport.ts';
import { type ExtensionHandOff, handOffToExtension, pageExtensionRuntime } from './extensionHandOff.ts';

type SignIn =
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'failed'; message: string }
  | { step: 'signed-in'; who: PasskeySignIn; handOff: ExtensionHandOff };

/**
 * `/auth/passkey/extension`: the page the browser extension opens to sign in with a passkey. The
 * passkey proves the address it was made for (backend/passkeys/); the page then hands the sign-in to
 * the extension (extensionHandOff.ts), or says how to go on when it cannot reach one.
 */
export function PasskeySignInPage() {
  useDocumentTitle('Sign in with a passkey');
  const hydrated = useHydrated();
  const support = usePasskeySupport();
  const [signIn, setSignIn] = useState<SignIn>({ step: 'idle' });

  const start = async () => {
    setSignIn({ step: 'waiting' });
    try {
      const options = await backendCall<PublicKeyCredentialRequestOptionsJSON>(PASSKEY_PATHS.signInOptions, {
        method: 'POST',
        body: {},
      });
      const response = await startAuthentication({ optionsJSON: options });
      const who = await backendCall<PasskeySignIn>(PASSKEY_PATHS.signIn, {
        method: 'POST',
        body: { response },
      });
      const handOff = await handOffToExtension(
        who,
        import.meta.env.BUILD_EXTENSION_ID,
        pageExtensionRuntime(),
      );
      setSignIn({ step: 'signed-in', who, handOff });
    } catch (error) {
      setSignIn({ step: 'failed', message: passkeyFailure(error) });
    }
  };

  return (
    <section className="passkey-page" aria-labelledby="passkey-sign-in-title">
      <h1 id="passkey-sign-in-title">Sign in with a passkey</h1>
      <p className="muted">
        Use a passkey you made for your wallet address to sign in to the extension. Your device asks for your
        fingerprint, face or PIN; nothing is signed on chain.
      </p>
      {support !== 'unknown' && support !== 'ready' ? <PasskeySupportNotice unavailable={support} /> : null}
      {signIn.step === 'signed-in' ? (
        <div className="passkey-card" role="status">
          <h2>You are signed in</h2>
          <p>
            Signed in as <strong title={signIn.who.address}>{shortAddress(signIn.who.address)}</strong> with “
            {signIn.who.name}”.
          </p>
          <p className="small" data-testid="extension-hand-off">
            {handOffWords(signIn.handOff)}
          </p>
          <a className="button secondary" href={managePasskeysPath(signIn.who.address)}>
            Manage passkeys
          </a>
        </div>
      ) : (
        <div className="passkey-card">
          <button
            type="button"
            className="button"
            disabled={!hydrated || support !== 'ready' || signIn.step === 'waiting'}
            onClick={() => void start()}
          >
            {signIn.step === 'waiting' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </button>
          {signIn.step === 'failed' ? (
            <p className="passkey-error" role="alert">
              {signIn.message}
            </p>
          ) : null}
        </div>
      )}
      {signIn.step === 'signed-in' ? null : <NoPasskeyYet />}
    </section>
  );
}

function handOffWords(handOff: ExtensionHandOff): string {
  switch (handOff.status) {
    case 'sent':
      return 'The extension has your sign-in: you can close this page and return to it.';
    case 'not-configured':
      return 'This site is not set up to hand sign-ins to an extension: open the extension and sign in there with the same passkey.';
    case 'no-extension':
      return `The extension could not be reached (${handOff.reason}): open it, or install it, and sign in there with the same passkey.`;
  }
}

/** Passkeys are made from the wallet: the way there, for the connected wallet or after Connect. */
function NoPasskeyYet() {
  const hydrated = useHydrated();
  const { account, bridge } = useConnectedAccount();
  return (
    <div className="passkey-aside">
      {bridge}
      <h2>No passkey yet?</h2>
      <p className="muted">Make one from your wallet: it signs a message to prove the address is yours.</p>
      {account.status === 'connected' ? (
        <a className="button secondary" href={managePasskeysPath(account.address)}>
          Create a passkey for {shortAddress(account.address)}
        </a>
      ) : (
        <button
          type="button"
          className="button secondary"
          disabled={!hydrated || account.status === 'unknown'}
          onClick={openWalletPicker}
        >
          Connect wallet
        </button>
      )}
    </div>
  );
}
