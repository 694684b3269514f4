import { logoBackground, logoPlaceholderText, PLACEHOLDER_BACKGROUND } from './cardTheme.ts';

export interface TokenLogoProps {
  /** A PNG or JPEG data URL; without it the placeholder text is drawn. */
  src: string | undefined;
  /** The name (token cards) or symbol (pool cards) whose first three letters stand in for the logo. */
  placeholder: string;
  size: number;
}

/** A round token logo, or a round placeholder with three letters when there is nothing drawable. */
export function TokenLogo({ src, placeholder, size }: TokenLogoProps) {
  if (src) return <RoundLogo src={src} size={size} />;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: PLACEHOLDER_BACKGROUND,
        color: '#FFFFFF',
        fontSize: Math.round(size * 0.3),
        fontWeight: 700,
        overflow: 'hidden',
      }}
    >
      {logoPlaceholderText(placeholder) || '?'}
    </div>
  );
}

/** A logo image in a circle (token logos, chain badges). */
export function RoundLogo({ src, size }: { src: string; size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        width: size,
        height: size,
        borderRadius: size / 2,
        ...logoBackground(src, size),
      }}
    />
  );
}
