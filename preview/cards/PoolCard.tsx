import type { PoolCardData } from '../poolPreview.ts';
import { CARD_FONT_FAMILY } from '../previewFonts.ts';
import { BrandMark } from './BrandMark.tsx';
import { CARD_TEXT_CLUSTERS, cardText } from './cardText.ts';
import { CARD_PADDING, DARK_BACKGROUND, LIGHT_TEXT, ONE_LINE } from './cardTheme.ts';
import { PairLogo } from './PairLogo.tsx';
import { Pill } from './Pill.tsx';

export interface PoolCardProps {
  pool: PoolCardData;
  token0Logo: string | undefined;
  token1Logo: string | undefined;
  chainLogo: string | undefined;
  brandName: string;
}

/** The pool card (spec section 9): split logo circle with chain badge, pair name, fee tier, V2 badge, brand. */
export function PoolCard({ pool, token0Logo, token1Logo, chainLogo, brandName }: PoolCardProps) {
  const symbol0 = cardText(pool.token0Symbol, CARD_TEXT_CLUSTERS.symbol);
  const symbol1 = cardText(pool.token1Symbol, CARD_TEXT_CLUSTERS.symbol);
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
        <div
          style={{
            ...ONE_LINE,
            width: '100%',
            fontSize: 120,
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {`${symbol0}/${symbol1}`}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 16 }}>
          {pool.protocolVersion === 'V2' ? <Pill text="V2" /> : null}
          <Pill text={pool.feeTier} />
        </div>
      </div>
    </div>
  );
}
