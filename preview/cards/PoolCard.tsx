import type { PoolCardData } from '../poolPreview.ts';
import { BrandMark } from './BrandMark.tsx';
import { ChainBadge } from './ChainBadge.tsx';
import {
  CARD_PADDING,
  DARK_BACKGROUND,
  LIGHT_TEXT,
  logoPlaceholderText,
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
const BADGE_SIZE = 48;

/** The pool card (spec section 9): split logo circle with chain badge, pair name, fee tier, V2 badge, brand. */
export function PoolCard({ pool, token0Logo, token1Logo, chainLogo, brandName }: PoolCardProps) {
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
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ display: 'flex', position: 'relative', width: CIRCLE, height: CIRCLE }}>
          <div
            style={{ display: 'flex', width: CIRCLE, height: CIRCLE, borderRadius: HALF, overflow: 'hidden' }}
          >
            <LogoHalf src={token0Logo} symbol={pool.token0Symbol} side="left" />
            <LogoHalf src={token1Logo} symbol={pool.token1Symbol} side="right" />
          </div>
          <ChainBadge src={chainLogo} size={BADGE_SIZE} ringColour={DARK_BACKGROUND} />
        </div>
        <BrandMark brandName={brandName} colour={LIGHT_TEXT} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <div
          style={{
            display: 'block',
            width: '100%',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            fontSize: 120,
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: -3,
          }}
        >
          {`${pool.token0Symbol}/${pool.token1Symbol}`}
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
 * centred in the half, so two placeholders never run into each other.
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
  const edge = side === 'right' ? { borderLeft: `2px solid ${DARK_BACKGROUND}` } : {};
  if (!src) {
    return (
      <div
        style={{
          display: 'flex',
          width: HALF,
          height: CIRCLE,
          alignItems: 'center',
          justifyContent: side === 'left' ? 'flex-end' : 'flex-start',
          padding: side === 'left' ? '0 8px 0 0' : '0 0 0 8px',
          backgroundColor: PLACEHOLDER_BACKGROUND,
          fontSize: 26,
          fontWeight: 700,
          ...edge,
        }}
      >
        {logoPlaceholderText(symbol)}
      </div>
    );
  }
  return (
    <div
      style={{
        display: 'flex',
        width: HALF,
        height: CIRCLE,
        overflow: 'hidden',
        justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
        ...edge,
      }}
    >
      <img src={src} width={CIRCLE} height={CIRCLE} style={{ flexShrink: 0 }} alt="" />
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
