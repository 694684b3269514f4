import { TokenLogo } from '../../components/TokenLogo.tsx';
import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import { formatFeeTier } from '../../data/feeTier.ts';
import type { PositionRow } from '../../data/positionRow.ts';

const STATUS_WORDS: Record<PositionRow['status'], string> = {
  'in-range': 'In range',
  'out-of-range': 'Out of range',
  closed: 'Closed',
};

/** A position as the flows show it at the top of their card: pair, version, fee, status, what it holds. */
export function PositionSummary({ position }: { position: PositionRow }) {
  const { token0, token1 } = position;
  return (
    <div className="flow-section flow-position" data-testid="flow-position">
      <div className="flow-row">
        <TokenLogo src={token0.logoUrl} symbol={token0.symbol} size={28} />
        <TokenLogo src={token1.logoUrl} symbol={token1.symbol} size={28} />
        <strong>
          {token0.symbol}/{token1.symbol}
        </strong>
        <span className="flow-badge">{position.version.toUpperCase()}</span>
        {position.version !== 'v2' ? <span className="flow-badge">{formatFeeTier(position.fee)}</span> : null}
        <span className="flow-badge">{STATUS_WORDS[position.status]}</span>
        {position.version !== 'v2' ? <span className="small muted">#{position.id}</span> : null}
      </div>
      <dl className="trade-details flow-details">
        <div>
          <dt>Pooled {token0.symbol}</dt>
          <dd data-testid="pooled-0">{formatTokenAmount(BigInt(position.amount0), token0.decimals)}</dd>
        </div>
        <div>
          <dt>Pooled {token1.symbol}</dt>
          <dd data-testid="pooled-1">{formatTokenAmount(BigInt(position.amount1), token1.decimals)}</dd>
        </div>
        {position.version !== 'v2' ? (
          <div>
            <dt>Uncollected fees</dt>
            <dd data-testid="position-fees">
              {formatTokenAmount(BigInt(position.fees0), token0.decimals)} {token0.symbol} ·{' '}
              {formatTokenAmount(BigInt(position.fees1), token1.decimals)} {token1.symbol}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
