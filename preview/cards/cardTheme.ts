import { type Colour, colourCss } from '../logoColour.ts';

/** The dark surface of pool and default cards (spec section 9). */
export const DARK_BACKGROUND = '#1B1B1B';
export const ACCENT = '#FC72FF';
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#131313';
export const CARD_PADDING = 72;
/** Behind a logo placeholder's letters: a lighter tint of whatever the card's background is. */
export const PLACEHOLDER_BACKGROUND = 'rgba(255, 255, 255, 0.16)';

/** Text colour that stays readable on a logo-coloured background (WCAG relative luminance). */
export function textColourOn(background: Colour): string {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance =
    0.2126 * channel(background.red) + 0.7152 * channel(background.green) + 0.0722 * channel(background.blue);
  return luminance > 0.4 ? DARK_TEXT : LIGHT_TEXT;
}

export function backgroundCss(colour: Colour): string {
  return colourCss(colour);
}

/** First three letters, upper case: what a card draws when a logo is missing or cannot be drawn. */
export function logoPlaceholderText(text: string): string {
  return Array.from(text.replace(/\s+/g, '')).slice(0, 3).join('').toUpperCase();
}
