import type { ReactNode } from 'react';
import { CARD_FONT_FAMILY } from '../previewFonts.ts';
import { CARD_PADDING, DARK_BACKGROUND, LIGHT_TEXT } from './cardTheme.ts';

export interface CardFrameProps {
  /** The card's surface: the dark one, or a token's logo colour. */
  background?: string;
  colour?: string;
  children: ReactNode;
}

/** Every card's 1200x630 surface: padded, in Inter, its content spread from the top edge to the bottom. */
export function CardFrame({ background = DARK_BACKGROUND, colour = LIGHT_TEXT, children }: CardFrameProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: CARD_PADDING,
        backgroundColor: background,
        color: colour,
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      {children}
    </div>
  );
}
