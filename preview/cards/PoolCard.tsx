import type { PoolCardData } from '../poolPreview.ts';
import { PREVIEW_CONSTANTS } from '../previewConstants.ts';
import { CARD_FONT_FAMILY } from '../previewFonts.ts';
import { BrandMark } from './BrandMark.tsx';
import { ChainBadge } from './ChainBadge.tsx';
import { CARD_TEXT_CLUSTERS, cardText } from './cardText.ts';
import {
  CARD_PADDING,
  DARK_BACKGROUND,
  LIGHT_TEXT,
  logoBackground,
  logoPlaceholderText,
  ONE_LINE,
  PLACEHOLDER_BACKGROUND,
} from './cardTheme.ts';

export interface PoolCardProps {
  pool: PoolCardData;
  token0Logo: string | undefined;
  token1Logo: string | undefined;
  chainLogo: string | undefined;
  brandName: string;
}

const CIRCLE = 168;
const HALF = CIRCLE / 2;

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
        <div style={{ display: 'flex', position: 'relative', width: CIRCLE, height: CIRCLE }}>
          <LogoHalf src={token0Logo} symbol={symbol0} side="left" />
          <LogoHalf src={token1Logo} symbol={symbol1} side="right" />
          <div
            style={{
              display: 'flex',
              position: 'absolute',
              left: HALF - 1,
              width: 2,
              height: CIRCLE,
              backgroundColor: DARK_BACKGROUND,
            }}
          />
          <ChainBadge src={chainLogo} size={PREVIEW_CONSTANTS.badgeSize} ringColour={DARK_BACKGROUND} />
        </div>
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

/**
 * One 84 px half of the logo circle: that side of the token's round logo, or its three letters
 * centred in the half, so two placeholders never run into each other. Each half rounds its own outer
 * corners instead of a clipping parent (see `logoBackground`).
 */
function LogoHalf({
  src,
  symbol,
  side,
}: {
  src: string | undefined;
  symbol: string;
  side: 'left' | 'right';
}) {
  const shape =
    side === 'left'
      ? { borderTopLeftRadius: HALF, borderBottomLeftRadius: HALF }
      : { borderTopRightRadius: HALF, borderBottomRightRadius: HALF };
  if (src) {
    const position = side === 'left' ? '0 0' : `-${HALF}px 0`;
    return (
      <div
        style={{
          display: 'flex',
          width: HALF,
          height: CIRCLE,
          ...shape,
          ...logoBackground(src, CIRCLE, position),
        }}
      />
    );
  }
  return (
    <div
      style={{
        display: 'flex',
        width: HALF,
        height: CIRCLE,
        alignItems: 'center',
        justifyContent: side === 'left' ? 'flex-end' : 'flex-start',
        padding: side === 'left' ? '0 6px 0 0' : '0 0 0 6px',
        whiteSpace: 'nowrap',
        backgroundColor: PLACEHOLDER_BACKGROUND,
        fontSize: 26,
        fontWeight: 700,
        ...shape,
      }}
    >
      {logoPlaceholderText(symbol)}
    </div>
  );
}

function Pill({ text }: { text: string }) {
  return (
    <div
      style={{
        display: 'flex',
        fontSize: 40,
        fontWeight: 500,
        padding: '8px 24px',
        marginRight: 16,
        borderRadius: 16,
        backgroundColor: 'rgba(255, 255, 255, 0.12)',
        color: 'rgba(255, 255, 255, 0.85)',
      }}
    >
      {text}
    </div>
  );
}
