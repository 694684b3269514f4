import { useState } from 'react';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { formatFeeTier } from '../data/feeTier.ts';
import { positionRangeText } from '../data/positionRange.ts';
import type { PositionRow, PositionStatus, PositionToken } from '../data/positionRow.ts';
import { formatUsd } from '../money/formatMoney.ts';
import { positionPagePath } from '../preview/pagePaths.ts';
import { HookBadge } from './HookBadge.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import { formatTokenAmount } from './tokenAmounts.ts';
import './PositionList.css';

export const STATUS_LABELS: Record<PositionStatus, string> = {
  'in-range': 'In range',
  'out-of-range': 'Out of range',
  closed: 'Closed',
};

/**
 * Liquidity positions as cards: the pair with its logos, version, fee tier and hook, in range / out of range /
 * closed, the range in one token per the other (each card flips its own), the value in the reader's
 * currency and the fees waiting to be collected. Each card links to the position's page.
 */
export function PositionList({ positions }: { positions: readonly PositionRow[] }) {
  return (
    <ul className="position-list" aria-label="Positions">
      {positions.map((position) => (
        <PositionCard key={`${position.version}:${position.id}`} position={position} />
      ))}
    </ul>
  );
}

function PositionCard({ position }: { position: PositionRow }) {
  const currency = useDisplayCurrency();
  const [flipped, setFlipped] = useState(false);
  const range = positionRangeText(position, flipped);
  const pair = `${position.token0.symbol} / ${position.token1.symbol}`;
  const noFees = position.fees0 === '0' && position.fees1 === '0';
  return (
    <li className="position-card" data-version={position.version} data-status={position.status}>
      <div className="position-card-head">
        <a className="position-card-pair" href={positionLink(position)}>
          <PairLogos token0={position.token0} token1={position.token1} />
          <span className="position-card-name">{pair}</span>
        </a>
        <span className="badge">{position.version}</span>
        <span className="badge">{formatFeeTier(position.fee)}</span>
        {position.hook ? <HookBadge address={position.hook} /> : null}
        <span className={`position-status status-${position.status}`}>{STATUS_LABELS[position.status]}</span>
      </div>
      <dl className="position-card-facts">
        <div>
          <dt>Value</dt>
          <dd className="position-value">{formatUsd(position.valueUsd, currency)}</dd>
        </div>
        <div>
          <dt>
            Range{' '}
            <button
              type="button"
              className="position-flip"
              onClick={() => setFlipped(!flipped)}
              aria-label={`Show prices in ${range.base} per ${range.quote}`}
            >
              ⇄
            </button>
          </dt>
          <dd className="position-range">
            {range.fullRange ? 'Full range' : `${range.min} – ${range.max}`}{' '}
            <span className="muted">
              {range.quote} per {range.base}
            </span>
          </dd>
        </div>
        <div>
          <dt>Fees to collect</dt>
          <dd className="position-fees">
            {position.version === 'v2' ? (
              <span className="muted">Added to the position</span>
            ) : noFees ? (
              '0'
            ) : (
              <>
                {tokenAmount(position.fees0, position.token0)}
                {' + '}
                {tokenAmount(position.fees1, position.token1)}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Amounts</dt>
          <dd className="position-amounts">
            {tokenAmount(position.amount0, position.token0)}
            {' + '}
            {tokenAmount(position.amount1, position.token1)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Two overlapping token logos. */
export function PairLogos({
  token0,
  token1,
  size = 28,
}: {
  token0: PositionToken;
  token1: PositionToken;
  size?: number;
}) {
  return (
    <span className="pool-logos" style={{ width: size * 1.6 }}>
      <TokenLogo src={token0.logoUrl} symbol={token0.symbol} size={size} />
      <TokenLogo src={token1.logoUrl} symbol={token1.symbol} size={size} />
    </span>
  );
}

/** `1,234.5 USDC` from raw units. */
export function tokenAmount(raw: string, token: PositionToken): string {
  return `${formatTokenAmount(BigInt(raw), token.decimals)} ${token.symbol}`;
}

/** A V2 position is an owner's share of a pair: its link names the owner. */
export function positionLink(position: PositionRow): string {
  const path = positionPagePath(position.version, position.chain, position.id);
  return position.version === 'v2' ? `${path}?owner=${position.owner}` : path;
}
