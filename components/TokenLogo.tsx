import { useState } from 'react';
import './TokenLogo.css';
import { MISSING_SYMBOL } from '../data/tokenLabels.ts';

/** A round token logo; a 3-letter placeholder when the logo is missing or does not load. */
export function TokenLogo({
  src,
  symbol,
  size = 28,
  chainLabel,
}: {
  src: string | null | undefined;
  symbol: string | null | undefined;
  size?: number;
  /** Shown as a small badge for chains other than the default. */
  chainLabel?: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  const placeholder =
    (symbol ?? MISSING_SYMBOL)
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 3)
      .toUpperCase() || MISSING_SYMBOL;
  return (
    <span className="token-logo" style={{ width: size, height: size }}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="token-logo-placeholder" aria-hidden="true" style={{ fontSize: size / 3.2 }}>
          {placeholder}
        </span>
      )}
      {chainLabel ? (
        <span className="chain-badge" title={chainLabel} aria-hidden="true">
          {chainLabel.slice(0, 1)}
        </span>
      ) : null}
    </span>
  );
}
