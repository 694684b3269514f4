import type { TokenMetadata } from '../protocol/tokenMetadata.ts';
import { chainTokenLabels } from './chainTokenLabels.ts';
import { TokenLogo } from './TokenLogo.tsx';
import type { TokenLookup } from './useTokenLookup.ts';
import './TokenImport.css';

/** A token read from the chain that the product can show: what the warning offers to import. */
export type ImportableToken = TokenMetadata & { kind: 'token' };

/**
 * What a token selector shows for a pasted address the list does not have: the token read from the
 * chain with an Import button (which only opens the warning), or why it cannot be imported.
 */
export function TokenImportOffer({
  lookup,
  onReview,
}: {
  lookup: TokenLookup;
  onReview: (token: ImportableToken) => void;
}) {
  if (lookup.state === 'idle') return null;
  if (lookup.state === 'reading') {
    return (
      <p className="token-import-status small muted">Reading the token at this address from the chain…</p>
    );
  }
  if (lookup.state === 'failed') {
    return (
      <p className="token-import-status small muted" role="alert">
        The chain did not answer, so this address could not be read.{' '}
        <button type="button" className="link-button" onClick={lookup.retry}>
          Try again
        </button>
      </p>
    );
  }
  const { token } = lookup;
  if (token.kind === 'not-a-token') {
    return (
      <p className="token-import-status token-import-refusal small" role="alert">
        This address is not a token. {token.reason}
      </p>
    );
  }
  const labels = chainTokenLabels(token);
  if (token.kind === 'refused') {
    return (
      <p className="token-import-status token-import-refusal small" role="alert">
        {labels.symbol} cannot be used here. {token.reason}
      </p>
    );
  }
  return (
    <div className="token-import-offer">
      <TokenLogo src={null} symbol={labels.symbol} size={36} />
      <span className="token-import-names">
        <span className="token-import-name">{labels.name}</span>
        <span className="small muted">{labels.symbol} · not on the token list</span>
      </span>
      <button type="button" className="button token-import-button" onClick={() => onReview(token)}>
        Import
      </button>
    </div>
  );
}

/**
 * The warning before a token enters the selector: it is on no list, anyone can make a token, and this is
 * its address. Only "Import" here adds it (the real app's import warning does the same).
 */
export function TokenImportWarning({
  token,
  explorerUrl,
  onImport,
  onBack,
}: {
  token: ImportableToken;
  /** The chain's block explorer, when it has one: the address links there. */
  explorerUrl: string | undefined;
  onImport: () => void;
  onBack: () => void;
}) {
  const labels = chainTokenLabels(token);
  return (
    <section className="token-import-warning" aria-labelledby="token-import-title">
      <h3 id="token-import-title">Import {labels.symbol}?</h3>
      <div className="token-import-token">
        <TokenLogo src={null} symbol={labels.symbol} size={48} />
        <span className="token-import-names">
          <span className="token-import-name">{labels.name}</span>
          <span className="small muted">{labels.symbol}</span>
        </span>
      </div>
      <p className="small">
        {explorerUrl ? (
          <a
            className="token-import-address"
            href={`${explorerUrl}/address/${token.address}`}
            target="_blank"
            rel="noreferrer"
          >
            {token.address}
          </a>
        ) : (
          <code className="token-import-address">{token.address}</code>
        )}
      </p>
      <p className="token-import-caution small">
        This token isn’t on the default token list and isn’t traded on leading exchanges. Anyone can create a
        token, including fake versions of existing ones. Make sure this address is the token you want before
        you trade it.
      </p>
      {token.symbol === null || token.name === null ? (
        <p className="token-import-caution small">
          Its contract does not say its {token.symbol === null ? 'symbol' : 'name'}: it is shown by its
          address.
        </p>
      ) : null}
      <div className="token-import-actions">
        <button type="button" className="button secondary" onClick={onBack}>
          Cancel
        </button>
        <button type="button" className="button" onClick={onImport}>
          Import
        </button>
      </div>
    </section>
  );
}
