import { BrandMark } from './BrandMark.tsx';
import { ACCENT, CARD_PADDING, DARK_BACKGROUND, LIGHT_TEXT } from './cardTheme.ts';

export interface DefaultCardProps {
  title: string;
  tagline: string;
  brandName: string;
}

/** The brand's card for every page without its own preview. */
export function DefaultCard({ title, tagline, brandName }: DefaultCardProps) {
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
        backgroundImage: `radial-gradient(circle at 100% 0%, ${ACCENT}55 0%, ${DARK_BACKGROUND} 55%)`,
        color: LIGHT_TEXT,
        fontFamily: 'Inter',
      }}
    >
      <BrandMark brandName={brandName} colour={LIGHT_TEXT} />
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 96, fontWeight: 700, letterSpacing: -3, lineHeight: 1.1 }}>
          {title}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: 40,
            fontWeight: 500,
            opacity: 0.72,
            marginTop: 24,
            lineHeight: 1.3,
          }}
        >
          {tagline}
        </div>
      </div>
    </div>
  );
}
