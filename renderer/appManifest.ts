/**
 * The installable app's identity, written once: the build writes the web manifest and draws the icons
 * from it, and the HTML head links the same files.
 */
import { THEME_COLOR } from '../preview/metaTags.ts';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** The preview tags already carry `theme-color` on every page; the manifest says the same. */
export const APP_THEME_COLOR = THEME_COLOR;
export const APP_BACKGROUND_COLOR = '#FFFFFF';
/** The one source image every icon is drawn from (public/brand/appIcon.svg). */
export const APP_ICON_SOURCE_PATH = '/brand/appIcon.svg';
export const FAVICON_PATH = '/favicon.ico';
export const APPLE_TOUCH_ICON_PATH = '/brand/apple-touch-icon.png';

/**
 * How an icon is drawn: `rounded` keeps transparent corners (browsers show it as is), `full-bleed`
 * fills the square (iOS rounds it itself), `safe-zone` shrinks the mark into the central 80% circle
 * that every maskable shape keeps.
 */
export type AppIconShape = 'rounded' | 'full-bleed' | 'safe-zone';

export interface AppIcon {
  path: string;
  size: number;
  shape: AppIconShape;
  /** Listed in the web manifest with this purpose; the others are linked from the HTML head. */
  manifestPurpose?: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { path: '/brand/icon-192.png', size: 192, shape: 'rounded', manifestPurpose: 'any' },
  { path: '/brand/icon-512.png', size: 512, shape: 'rounded', manifestPurpose: 'any' },
  { path: '/brand/icon-maskable-512.png', size: 512, shape: 'safe-zone', manifestPurpose: 'maskable' },
  { path: APPLE_TOUCH_ICON_PATH, size: 180, shape: 'full-bleed' },
];

/** Sizes packed into favicon.ico (tabs, bookmarks, Windows shortcuts). */
export const FAVICON_SIZES: readonly number[] = [16, 32, 48];

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export function webAppManifest(brandName: string): WebAppManifest {
  return {
    id: '/',
    name: `${brandName} Interface`,
    short_name: brandName,
    description: `Swap tokens and explore prices, pools and transactions across chains on ${brandName}.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['finance'],
    icons: APP_ICONS.flatMap((icon) =>
      icon.manifestPurpose
        ? [
            {
              src: icon.path,
              sizes: `${icon.size}x${icon.size}`,
              type: 'image/png' as const,
              purpose: icon.manifestPurpose,
            },
          ]
        : [],
    ),
  };
}
