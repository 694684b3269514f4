import type { LoadedLogo } from '../logoColour.ts';
import { PREVIEW_CONSTANTS } from '../previewConstants.ts';
import type { TokenCardData } from '../tokenPreview.ts';
import { BrandMark } from './BrandMark.tsx';
import { CardFrame } from './CardFrame.tsx';
import { ChainBadge } from './ChainBadge.tsx';
import { CARD_TEXT_CLUSTERS, cardText } from './cardText.ts';
import { backgroundCss, ONE_LINE, textColourOn } from './cardTheme.ts';
import { TokenLogo } from './TokenLogo.tsx';

export interface TokenCardProps {
  token: TokenCardData;
  logo: LoadedLogo;
  chainLogo: string | undefined;
  brandName: string;
}

/** The logo's size, the size it is loaded at (preview/logoAtSize.ts). */
export const TOKEN_LOGO_SIZE = 144;

/** The token card (spec section 9): logo colour background, logo with chain badge, name, large symbol, brand. */
export function TokenCard({ token, logo, chainLogo, brandName }: TokenCardProps) {
  const name = cardText(token.name, CARD_TEXT_CLUSTERS.name);
  const symbol = cardText(token.symbol, CARD_TEXT_CLUSTERS.symbol);
  const background = backgroundCss(logo.colour);
  const text = textColourOn(logo.colour);
  return (
    <CardFrame background={background} colour={text}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div
          style={{ display: 'flex', position: 'relative', width: TOKEN_LOGO_SIZE, height: TOKEN_LOGO_SIZE }}
        >
          <TokenLogo src={logo.dataUrl} placeholder={name} size={TOKEN_LOGO_SIZE} />
          <ChainBadge src={chainLogo} size={PREVIEW_CONSTANTS.badgeSize} ringColour={background} />
        </div>
        <BrandMark brandName={brandName} colour={text} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <div style={{ ...ONE_LINE, fontSize: 56, fontWeight: 500, opacity: 0.8, lineHeight: 1.3 }}>
          {name}
        </div>
        <div style={{ ...ONE_LINE, fontSize: 144, fontWeight: 700, lineHeight: 1.15 }}>{symbol}</div>
      </div>
    </CardFrame>
  );
}
