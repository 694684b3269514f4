import {
  APP_ICON_SOURCE_PATH,
  APPLE_TOUCH_ICON_PATH,
  FAVICON_PATH,
  WEB_MANIFEST_PATH,
} from './appManifest.ts';

/**
 * The head tags that make the site installable (theme-color comes with the preview tags); constants
 * only, so nothing here needs escaping.
 */
export const appHeadTags = [
  `<link rel="manifest" href="${WEB_MANIFEST_PATH}">`,
  `<link rel="icon" href="${FAVICON_PATH}" sizes="48x48">`,
  `<link rel="icon" href="${APP_ICON_SOURCE_PATH}" type="image/svg+xml">`,
  `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">`,
].join('\n    ');
