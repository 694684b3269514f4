import { cardVersion, defaultCardImagePath } from './previewImagePath.ts';

/**
 * What a page shows when its link is shared: the record behind its meta tags. The same object is
 * made at build (prerendered pages) and at the edge (long-tail pages).
 */
export interface PagePreview {
  title: string;
  description?: string;
  /** Site-relative path of the 1200x630 PNG, versioned by content hash so crawler caches refresh. */
  imagePath: string;
  imageAlt: string;
  /** Site-relative canonical path of the page. */
  path: string;
}

export const DEFAULT_BRAND_NAME = 'Uniswap';
export const DEFAULT_PAGE_TITLE = 'Uniswap Interface';
export const DEFAULT_PAGE_DESCRIPTION =
  'Swap crypto on Ethereum, Base, Arbitrum, Polygon, Unichain and more. The DeFi platform trusted by millions.';

/** What the default card draws; its hash names the image file. */
export interface DefaultCardContent {
  title: string;
  brandName: string;
}

export function defaultCardContent(brand: Partial<DefaultCardContent> = {}): DefaultCardContent {
  return { title: brand.title ?? DEFAULT_PAGE_TITLE, brandName: brand.brandName ?? DEFAULT_BRAND_NAME };
}

/** `/images/{content-hash}.png`: the build writes the default card under exactly this name. */
export function defaultImagePath(content: DefaultCardContent = defaultCardContent()): string {
  return defaultCardImagePath(cardVersion(content));
}

/**
 * The preview of every page without its own (home, explore, swap, …), and of token or pool pages
 * whose data could not be found.
 */
export function defaultPagePreview(path: string, brand: Partial<DefaultCardContent> = {}): PagePreview {
  const content = defaultCardContent(brand);
  return {
    title: content.title,
    description: DEFAULT_PAGE_DESCRIPTION,
    imagePath: defaultImagePath(content),
    imageAlt: content.title,
    path,
  };
}
