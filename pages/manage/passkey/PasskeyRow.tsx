import { useState } from 'react';
import { formatRelativeTime } from '../../../components/formatNumbers.ts';
import {
  PASSKEY_NAME_MAX_LENGTH,
  type PasskeySummary,
  passkeyNameProblem,
} from '../../../data/passkeyApi.ts';
import { passkeyFailure } from '../../auth/passkey/passkeyFailure.ts';

type Mode = 'view' | 'rename' | 'confirm-delete';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One passkey: its name, when it was made and last used; rename in place, delete after a confirmation. */
export function PasskeyRow({
  passkey,
  onRename,
  onDelete,
}: {
  passkey: PasskeySummary;
  onRename: (name: string) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await action();
      setMode('view');
    } catch (error) {
      setMessage(passkeyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const rename = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = passkeyNameProblem(name);
    if (problem) return setMessage(problem);
    void run(() => onRename(name.trim()));
  };

  return (
    <li className="passkey-row" aria-label={passkey.name}>
      {mode === 'rename' ? (
        <form className="passkey-rename" onSubmit={rename} noValidate>
          <label className="small muted" htmlFor={`rename-${passkey.id}`}>
            Name
          </label>
          <input
            id={`rename-${passkey.id}`}
            className="input passkey-input"
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH * 2}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="passkey-actions">
            <button type="submit" className="button" disabled={busy}>
              Save
            </button>
            <button type="button" className="button secondary" onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="passkey-row-main">
          <div>
            <h3 className="passkey-name">{passkey.name}</h3>
            <p className="small muted">
              Created{' '}
              <time dateTime={new Date(passkey.createdAt).toISOString()}>
                {dateFormat.format(passkey.createdAt)}
              </time>
              {' · '}
              {passkey.lastUsedAt === null ? (
                'Never used'
              ) : (
                <>
                  Last used{' '}
                  <time
                    dateTime={new Date(passkey.lastUsedAt).toISOString()}
                    title={exactFormat.format(passkey.lastUsedAt)}
                  >
                    {formatRelativeTime(passkey.lastUsedAt / 1000)}
                  </time>
                </>
              )}
            </p>
          </div>
          {mode === 'confirm-delete' ? (
            <div className="passkey-confirm">
              <p className="small">Delete it? You will no longer sign in with it.</p>
              <div className="passkey-actions">
                <button
                  type="button"
                  className="button danger"
                  disabled={busy}
                  onClick={() => void run(onDelete)}
                >
                  Delete passkey
                </button>
                <button type="button" className="button secondary" onClick={() => setMode('view')}>
                  Keep
                </button>
              </div>
            </div>
          ) : (
            <div className="passkey-actions">
              <button type="button" className="button secondary" onClick={() => setMode('rename')}>
                Rename
              </button>
              <button type="button" className="button secondary" onClick={() => setMode('confirm-delete')}>
                Delete
              </button>
            </div>
          )}
        </div>
      )}
      {message ? (
        <p className="passkey-error" role="alert">
          {message}
        </p>
      ) : null}
    </li>
  );
}
