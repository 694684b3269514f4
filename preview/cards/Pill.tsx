export interface PillProps {
  text: string;
  /** The text's colour when it says something (a position's status); muted white otherwise. */
  colour?: string | undefined;
}

/** A label on a card's dark surface: a version, a fee tier. */
export function Pill({ text, colour }: PillProps) {
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
        color: colour ?? 'rgba(255, 255, 255, 0.85)',
      }}
    >
      {text}
    </div>
  );
}
