import { ACCENT, ONE_LINE } from './cardTheme.ts';

export interface BrandMarkProps {
  brandName: string;
  colour: string;
}

/** The brand's mark in a card corner: an accent dot and the brand name. */
export function BrandMark({ brandName, colour }: BrandMarkProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', color: colour, fontSize: 40, fontWeight: 700 }}>
      <div
        style={{
          display: 'flex',
          width: 36,
          height: 36,
          borderRadius: 18,
          backgroundColor: ACCENT,
          marginRight: 16,
        }}
      />
      <div style={{ ...ONE_LINE, maxWidth: 420 }}>{brandName}</div>
    </div>
  );
}
