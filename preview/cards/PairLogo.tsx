import { PREVIEW_CONSTANTS } from '../previewConstants.ts';
import { ChainBadge } from './ChainBadge.tsx';
import { DARK_BACKGROUND, logoBackground, logoPlaceholderText, PLACEHOLDER_BACKGROUND } from './cardTheme.ts';

export interface PairLogoProps {
  token0Logo: string | undefined;
  token1Logo: string | undefined;
  /** The symbols as the card draws them (cardText): a missing logo shows its letters. */
  symbol0: string;
  symbol1: string;
  chainLogo: string | undefined;
}

/** The logo circle's size, the size its logos are loaded at (preview/logoAtSize.ts). */
export const PAIR_LOGO_SIZE = 168;
const HALF = PAIR_LOGO_SIZE / 2;

/** A pair's logo (spec section 9): a 168 px circle split into its two tokens' halves, with the chain badge. */
export function PairLogo({ token0Logo, token1Logo, symbol0, symbol1, chainLogo }: PairLogoProps) {
  return (
    <div style={{ display: 'flex', position: 'relative', width: PAIR_LOGO_SIZE, height: PAIR_LOGO_SIZE }}>
      <LogoHalf src={token0Logo} symbol={symbol0} side="left" />
      <LogoHalf src={token1Logo} symbol={symbol1} side="right" />
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          left: HALF - 1,
          width: 2,
          height: PAIR_LOGO_SIZE,
          backgroundColor: DARK_BACKGROUND,
        }}
      />
      <ChainBadge src={chainLogo} size={PREVIEW_CONSTANTS.badgeSize} ringColour={DARK_BACKGROUND} />
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
  const half = {
    display: 'flex',
    width: HALF,
    height: PAIR_LOGO_SIZE,
    ...(side === 'left'
      ? { borderTopLeftRadius: HALF, borderBottomLeftRadius: HALF }
      : { borderTopRightRadius: HALF, borderBottomRightRadius: HALF }),
  } as const;
  if (src) {
    const position = side === 'left' ? '0 0' : `-${HALF}px 0`;
    return <div style={{ ...half, ...logoBackground(src, PAIR_LOGO_SIZE, position) }} />;
  }
  return (
    <div
      style={{
        ...half,
        alignItems: 'center',
        justifyContent: side === 'left' ? 'flex-end' : 'flex-start',
        padding: side === 'left' ? '0 6px 0 0' : '0 0 0 6px',
        whiteSpace: 'nowrap',
        backgroundColor: PLACEHOLDER_BACKGROUND,
        fontSize: 26,
        fontWeight: 700,
      }}
    >
      {logoPlaceholderText(symbol)}
    </div>
  );
}
