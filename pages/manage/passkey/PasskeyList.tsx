import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/DataStates.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { BackendCallError, backendCall } from '../../../data/backendCall.ts';
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_PATHS,
  type PasskeySession,
  type PasskeySummary,
  passkeyNameProblem,
} from '../../../data/passkeyApi.ts';
import { passkeyFailure } from '../../auth/passkey/passkeyFailure.ts';
import { PasskeyRow } from './PasskeyRow.tsx';

type Listing = { status: 'loading' } | { status: 'error' } | { status: 'ready'; passkeys: PasskeySummary[] };

/** The signed-in address's passkeys and a new one's name; a session that ends sends the reader back to sign. */
export function PasskeyList({
  session,
  onSessionEnded,
}: {
  session: PasskeySession;
  onSessionEnded: () => void;
}) {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<string>();

  /** Every call of this session: a 401 means it ended (expired), so the wallet signs again. */
  const call = useCallback(
    async <T,>(path: string, options: Parameters<typeof backendCall>[1] = {}) => {
      try {
        return await backendCall<T>(path, { ...options, token: session.token });
      } catch (error) {
        if (error instanceof BackendCallError && error.status === 401) onSessionEnded();
        throw error;
      }
    },
    [session.token, onSessionEnded],
  );

  const load = useCallback(() => {
    setListing({ status: 'loading' });
    call<PasskeySummary[]>(PASSKEY_PATHS.ofAddress(session.address)).then(
      (passkeys) => setListing({ status: 'ready', passkeys }),
      () => setListing({ status: 'error' }),
    );
  }, [call, session.address]);
  useEffect(load, [load]);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = passkeyNameProblem(name);
    if (problem) return setMessage(problem);
    setCreating(true);
    setMessage(undefined);
    try {
      const options = await call<PublicKeyCredentialCreationOptionsJSON>(
        PASSKEY_PATHS.registrationOptions(session.address),
        { method: 'POST' },
      );
      const response = await startRegistration({ optionsJSON: options });
      await call(PASSKEY_PATHS.ofAddress(session.address), {
        method: 'POST',
        body: { name: name.trim(), response },
      });
      setName('');
      load();
    } catch (error) {
      setMessage(passkeyFailure(error));
    } finally {
      setCreating(false);
    }
  };

  const change = async (request: Promise<PasskeySummary[]>) => {
    const passkeys = await request;
    setListing({ status: 'ready', passkeys });
  };

  return (
    <>
      <form className="passkey-card passkey-create" onSubmit={(event) => void create(event)} noValidate>
        <label htmlFor="passkey-name">New passkey’s name</label>
        <div className="passkey-create-row">
          <input
            id="passkey-name"
            className="input passkey-input"
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH * 2}
            placeholder="e.g. Laptop"
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={creating}>
            {creating ? 'Waiting for your device…' : 'Create passkey'}
          </button>
        </div>
        {message ? (
          <p className="passkey-error" role="alert">
            {message}
          </p>
        ) : null}
      </form>
      <h2 className="passkey-list-title">Your passkeys</h2>
      {listing.status === 'loading' ? <Skeleton width="100%" height={72} /> : null}
      {listing.status === 'error' ? <ErrorState what="your passkeys" onRetry={load} /> : null}
      {listing.status === 'ready' && listing.passkeys.length === 0 ? (
        <EmptyState>No passkeys yet. Name one above and create it on this device.</EmptyState>
      ) : null}
      {listing.status === 'ready' && listing.passkeys.length > 0 ? (
        <ul className="passkey-list" aria-label="Passkeys">
          {listing.passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={(newName) =>
                change(
                  call<PasskeySummary[]>(PASSKEY_PATHS.one(session.address, passkey.id), {
                    method: 'PATCH',
                    body: { name: newName },
                  }),
                )
              }
              onDelete={() =>
                change(
                  call<PasskeySummary[]>(PASSKEY_PATHS.one(session.address, passkey.id), {
                    method: 'DELETE',
                  }),
                )
              }
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
