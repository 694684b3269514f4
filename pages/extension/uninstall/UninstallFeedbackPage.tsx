import '../../auth/passkey/Passkeys.css';
import { useState } from 'react';
import { useHydrated } from '../../../components/useHydrated.ts';
import { BackendCallError, backendCall } from '../../../data/backendCall.ts';
import {
  UNINSTALL_COMMENT_MAX_LENGTH,
  UNINSTALL_FEEDBACK_PATH,
  UNINSTALL_REASONS,
  type UninstallReason,
  uninstallFeedbackProblem,
} from '../../../data/uninstallFeedback.ts';
import { useDocumentTitle } from '../../../renderer/useDocumentTitle.ts';

type Sending = { step: 'editing'; message?: string } | { step: 'sending' } | { step: 'sent' };

const REASONS = Object.entries(UNINSTALL_REASONS) as [UninstallReason, string][];

/**
 * `/extension/uninstall`: what the browser extension opens once removed. A few reasons and some words,
 * kept by the backend (rate-limited there), then thanks. Nothing sent is shown back.
 */
export function UninstallFeedbackPage() {
  useDocumentTitle('Sorry to see you go');
  const hydrated = useHydrated();
  const [reasons, setReasons] = useState<UninstallReason[]>([]);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState<Sending>({ step: 'editing' });
  const length = [...comment].length;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = uninstallFeedbackProblem({ reasons, comment });
    if (problem) return setSending({ step: 'editing', message: problem });
    setSending({ step: 'sending' });
    try {
      await backendCall(UNINSTALL_FEEDBACK_PATH, {
        method: 'POST',
        body: { reasons, comment: comment.trim() },
      });
      setSending({ step: 'sent' });
    } catch (error) {
      const message = error instanceof BackendCallError ? error.message : 'Sending failed. Try again.';
      setSending({ step: 'editing', message });
    }
  };

  if (sending.step === 'sent')
    return (
      <section className="passkey-page" aria-labelledby="uninstall-title">
        <h1 id="uninstall-title" tabIndex={-1}>
          Thank you
        </h1>
        <div className="passkey-card" role="status">
          <p>Your feedback was sent. It helps us decide what to fix and build next.</p>
          <a className="button secondary" href="/">
            Back to the app
          </a>
        </div>
      </section>
    );

  return (
    <section className="passkey-page" aria-labelledby="uninstall-title">
      <h1 id="uninstall-title">Sorry to see you go</h1>
      <p className="muted">
        The extension has been removed. Tell us why, if you have a moment; it is anonymous.
      </p>
      <form className="passkey-card" onSubmit={(event) => void send(event)} noValidate>
        <fieldset className="feedback-reasons">
          <legend>Why did you remove it?</legend>
          {REASONS.map(([reason, label]) => (
            <label key={reason} className="feedback-reason">
              <input
                type="checkbox"
                checked={reasons.includes(reason)}
                onChange={(event) =>
                  setReasons((chosen) =>
                    event.target.checked ? [...chosen, reason] : chosen.filter((other) => other !== reason),
                  )
                }
              />
              {label}
            </label>
          ))}
        </fieldset>
        <label htmlFor="uninstall-comment">Anything else? (optional)</label>
        <textarea
          id="uninstall-comment"
          className="input feedback-comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby="uninstall-comment-count"
        />
        <span
          id="uninstall-comment-count"
          className={`small feedback-count ${length > UNINSTALL_COMMENT_MAX_LENGTH ? 'passkey-error' : 'muted'}`}
        >
          {length} / {UNINSTALL_COMMENT_MAX_LENGTH}
        </span>
        {sending.step === 'editing' && sending.message ? (
          <p className="passkey-error" role="alert">
            {sending.message}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!hydrated || sending.step === 'sending'}>
          {sending.step === 'sending' ? 'Sending…' : 'Send feedback'}
        </button>
      </form>
    </section>
  );
}
