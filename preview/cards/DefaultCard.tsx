import { BrandMark } from './BrandMark.tsx';
import { CardFrame } from './CardFrame.tsx';
import { ACCENT, LIGHT_TEXT } from './cardTheme.ts';

export interface DefaultCardProps {
  title: string;
  tagline: string;
  brandName: string;
}

/** The brand's card for every page without its own preview. */
export function DefaultCard({ title, tagline, brandName }: DefaultCardProps) {
  return (
    <CardFrame>
      {/* Flat rings rather than a gradient: a gradient costs the PNG ~300 KB, flat colour almost nothing. */}
      <Ring size={900} opacity={0.08} />
      <Ring size={620} opacity={0.12} />
      <Ring size={360} opacity={0.2} />
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
    </CardFrame>
  );
}

function Ring({ size, opacity }: { size: number; opacity: number }) {
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        top: -size / 2 + 40,
        right: -size / 2 + 40,
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: ACCENT,
        opacity,
      }}
    />
  );
}
