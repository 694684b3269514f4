/**
 * The link preview's constants (spec section 9), in one table: the card size every runtime renders
 * and every page announces, the cards' type face, chain badge and accent colour, and how long the
 * edge and the browsers keep a card or a record.
 */
export const PREVIEW_CONSTANTS = {
  image: { width: 1200, height: 630 },
  fontFamily: 'Inter',
  /** The chain badge on a token or pool logo, in card pixels. */
  badgeSize: 48,
  /** The brand's accent: the cards' brand mark, and every page's theme-color. */
  accentColour: '#FC72FF',
  ttlSeconds: {
    /** Token and pool cards and preview records in the edge caches; token card responses. */
    edgeCache: 604_800,
    /** Pool card responses: addressed by a versioned URL, so browsers and CDNs may keep them for good. */
    versionedImage: 31_536_000,
    /**
     * A shared position's record: its value and whether it is in range move with the price, so the tags
     * name a card at most five minutes old (each card version is cached like the others).
     */
    positionRecord: 300,
  },
} as const;
