import { RoundLogo } from './TokenLogo.tsx';

export interface ChainBadgeProps {
  /** The chain logo as a PNG data URL; chains without one get no badge. */
  src: string | undefined;
  size: number;
  /** Ring in the card's background colour, so the badge reads as cut out of the logo. */
  ringColour: string;
}

/** The chain logo laid over the bottom-right of a token or pool logo. */
export function ChainBadge({ src, size, ringColour }: ChainBadgeProps) {
  if (!src) return null;
  const ring = Math.round(size / 12);
  return (
    <div
      style={{
        display: 'flex',
        position: 'absolute',
        right: -ring,
        bottom: -ring,
        width: size + 2 * ring,
        height: size + 2 * ring,
        borderRadius: (size + 2 * ring) / 2,
        backgroundColor: ringColour,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <RoundLogo src={src} size={size} />
    </div>
  );
}
