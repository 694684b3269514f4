import type { PoolToken } from '../data/hooks/poolRow.ts';
import { tokenSymbol } from '../data/tokenLabels.ts';
import { TokenLogo } from './TokenLogo.tsx';

/** Two overlapping token logos, for pools. */
export function PoolLogos({
  token0,
  token1,
  size = 24,
}: {
  token0: PoolToken | undefined;
  token1: PoolToken | undefined;
  size?: number;
}) {
  return (
    <span className="pool-logos" style={{ width: size * 1.6 }}>
      <TokenLogo src={token0?.project?.logoUrl} symbol={tokenSymbol(token0)} size={size} />
      <TokenLogo src={token1?.project?.logoUrl} symbol={tokenSymbol(token1)} size={size} />
    </span>
  );
}
