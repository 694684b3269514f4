import type { PoolCardData } from '../poolPreview.ts';
import { PairCard, type PairCardAssets } from './PairCard.tsx';

export interface PoolCardProps extends PairCardAssets {
  pool: PoolCardData;
}

/** The pool card (spec section 9): split logo circle with chain badge, pair name, fee tier, V2 badge, brand. */
export function PoolCard({ pool, ...assets }: PoolCardProps) {
  return (
    <PairCard
      {...assets}
      token0Symbol={pool.token0Symbol}
      token1Symbol={pool.token1Symbol}
      titleSize={120}
      pills={[...(pool.protocolVersion === 'V2' ? [{ text: 'V2' }] : []), { text: pool.feeTier }]}
    />
  );
}
