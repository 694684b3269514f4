import type { PositionStatus } from '../../data/positionRow.ts';
import { POSITION_STATUS_TEXT, type PositionCardData } from '../positionPreview.ts';
import { PairCard, type PairCardAssets } from './PairCard.tsx';

export interface PositionCardProps extends PairCardAssets {
  position: PositionCardData;
}

/** Green while the position earns, amber once the price has left its range, grey when emptied. */
const STATUS_COLOUR: Record<PositionStatus, string> = {
  'in-range': '#40B66B',
  'out-of-range': '#FFBF17',
  closed: 'rgba(255, 255, 255, 0.55)',
};

/**
 * A shared position's card: the pool card's layout with the position's version, fee tier and whether
 * it is in range, its value, and its price range.
 */
export function PositionCard({ position, ...assets }: PositionCardProps) {
  return (
    <PairCard
      {...assets}
      token0Symbol={position.token0Symbol}
      token1Symbol={position.token1Symbol}
      titleSize={96}
      pills={[
        { text: position.version.toUpperCase() },
        { text: position.feeTier },
        { text: POSITION_STATUS_TEXT[position.status], colour: STATUS_COLOUR[position.status] },
      ]}
      figure={position.value}
      footnote={position.range}
    />
  );
}
