/**
 * A hash of everything that decides how a card looks: the card components, the fonts and emoji they
 * draw with, the chain logos, the logo colour rule and the versions of the packages behind them. Every
 * card image URL carries it, so crawlers fetch a card again when its look changes.
 * `cardTemplate.test.ts` recomputes it from those sources and fails when it is stale;
 * `UPDATE_TEMPLATE_HASH=1` rewrites it.
 */
export const CARD_TEMPLATE_HASH = '542319ed6a509325';
