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

export const DEFAULT_PAGE_TITLE = 'Uniswap Interface';
export const DEFAULT_PAGE_DESCRIPTION =
  'Swap crypto on Ethereum, Base, Arbitrum, Polygon, Unichain and more. The DeFi platform trusted by millions.';
