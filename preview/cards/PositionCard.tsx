import type { PositionStatus } from '../../data/positionRow.ts';
import { POSITION_STATUS_TEXT, type PositionCardData } from '../positionPreview.ts';
import { CARD_FONT_FAMILY } from '../previewFonts.ts';
import { BrandMark } from './BrandMark.tsx';
import { CARD_TEXT_CLUSTERS, cardText } from './cardText.ts';
import { CARD_PADDING, DARK_BACKGROUND, LIGHT_TEXT, ONE_LINE } from './cardTheme.ts';
import { PairLogo } from './PairLogo.tsx';
import { Pill } from './Pill.tsx';

export interface PositionCardProps {
  position: PositionCardData;
  token0Logo: string | undefined;
  token1Logo: string | undefined;
  chainLogo: string | undefined;
  brandName: string;
}

/** Green while the position earns, amber once the price has left its range, grey when emptied. */
const STATUS_COLOUR: Record<PositionStatus, string> = {
  'in-range': '#40B66B',
  'out-of-range': '#FFBF17',
  closed: 'rgba(255, 255, 255, 0.55)',
};

/**
 * A shared position's card: the pool card's split logo circle and brand, the pair, its version, fee
 * tier and whether it is in range, its value, and its price range.
 */
export function PositionCard({ position, token0Logo, token1Logo, chainLogo, brandName }: PositionCardProps) {
  const symbol0 = cardText(position.token0Symbol, CARD_TEXT_CLUSTERS.symbol);
  const symbol1 = cardText(position.token1Symbol, CARD_TEXT_CLUSTERS.symbol);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: CARD_PADDING,
        backgroundColor: DARK_BACKGROUND,
        color: LIGHT_TEXT,
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <PairLogo
          token0Logo={token0Logo}
          token1Logo={token1Logo}
          symbol0={symbol0}
          symbol1={symbol1}
          chainLogo={chainLogo}
        />
        <BrandMark brandName={brandName} colour={LIGHT_TEXT} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <div style={{ ...ONE_LINE, width: '100%', fontSize: 96, fontWeight: 700, lineHeight: 1.15 }}>
          {`${symbol0}/${symbol1}`}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 12 }}>
          <Pill text={position.version.toUpperCase()} />
          <Pill text={position.feeTier} />
          <Pill text={POSITION_STATUS_TEXT[position.status]} colour={STATUS_COLOUR[position.status]} />
          {position.value ? (
            <div style={{ ...ONE_LINE, marginLeft: 'auto', fontSize: 56, fontWeight: 700 }}>
              {position.value}
            </div>
          ) : null}
        </div>
        <div
          style={{
            ...ONE_LINE,
            width: '100%',
            marginTop: 20,
            fontSize: 36,
            fontWeight: 500,
            color: 'rgba(255, 255, 255, 0.7)',
          }}
        >
          {cardText(position.range, CARD_TEXT_CLUSTERS.name * 2)}
        </div>
      </div>
    </div>
  );
}
