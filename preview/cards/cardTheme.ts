import { type Colour, colourCss } from '../logoColour.ts';
import { PREVIEW_CONSTANTS } from '../previewConstants.ts';
import { firstLetters } from './cardText.ts';

/** The dark surface of pool and default cards (spec section 9). */
export const DARK_BACKGROUND = '#1B1B1B';
export const ACCENT = PREVIEW_CONSTANTS.accentColour;
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#131313';
export const CARD_PADDING = 72;
/** Behind a logo placeholder's letters: a lighter tint of whatever the card's background is. */
export const PLACEHOLDER_BACKGROUND = 'rgba(255, 255, 255, 0.16)';

/**
 * One line of text cut with an ellipsis, so a long or hostile name never overflows the card. Clamping
 * rather than `overflow: hidden` keeps satori from wrapping the text in a clip path and a mask, which
 * cost resvg a full layer each (about 1.5 ms of a token card's 5.5 ms raster, measured). Never
 * `wordBreak: 'break-word'`: satori 0.12 then splits a too-wide word into its clusters and loops for
 * ever on one cluster wider than the line (a letter under a stack of combining marks); the clamp cuts
 * a long word at the line's end all the same.
 */
export const ONE_LINE = { display: 'block', lineClamp: 1 } as const;

/**
 * A logo drawn as the background of a rounded box. satori turns an `<img>` into an image under a clip
 * path and a mask, a full resvg layer each; a background is one pattern-filled path (about 1 ms less
 * per logo, measured). `position` picks the visible part when the box shows only a slice of the logo.
 * Repeated, because satori makes a no-repeat background's pattern tile the whole card: resvg then
 * paints a 1200x630 tile per logo, a repeating one is the logo's own size (the pair card's raster
 * 20.8 → 8.9 ms in Node, measured). The box is never larger than the logo, so no repeat shows.
 */
export function logoBackground(src: string, size: number, position = '0 0') {
  return {
    backgroundImage: `url(${src})`,
    backgroundSize: `${size}px ${size}px`,
    backgroundPosition: position,
    backgroundRepeat: 'repeat',
  } as const;
}

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

/** First three letters (emoji skipped), upper case: what a card draws when a logo is missing or cannot be drawn. */
export function logoPlaceholderText(text: string): string {
  return firstLetters(text.replace(/\s+/g, ''), 3).toUpperCase();
}
