import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, OnRenderHtmlSync } from 'vike/types';
import { renderPreviewTags } from '../preview/metaTags.ts';
import { defaultCardContent, defaultPagePreview } from '../preview/pagePreview.ts';
import { defaultPreviewRecord, ownPagePreview } from '../preview/previewRecord.ts';
import { appHeadTags } from './appHeadTags.ts';
import { APP_ROOT_ID } from './appRoot.ts';
import { buildPreviewSettings } from './buildPreviewSettings.ts';
import { PageShell } from './PageShell.tsx';
import { themeBootScript } from './themeBootScript.ts';

const { config, publicOrigin } = buildPreviewSettings();
const brand = { title: config.defaultPageTitle, brandName: config.brandName };
const defaultRecord = defaultPreviewRecord(defaultCardContent(brand));

/** vike's placeholder for its CSS and preload tags: after ours, so `<head>` opens with charset, viewport, preview tags. */
const ASSETS_AFTER_PREVIEW_TAGS = '__VITE_PLUGIN_SSR__ASSETS_FIRST__';

export const onRenderHtml: OnRenderHtmlSync = (pageContext) => {
  const own = pageContext.config.preview?.(pageContext);
  const ownRecord = own && 'kind' in own ? own : undefined;
  const ownTags = own && !('kind' in own) ? own : undefined;
  const preview = ownRecord
    ? ownPagePreview(ownRecord)
    : (ownTags ?? defaultPagePreview(pageContext.urlPathname, brand));
  const previewTags = renderPreviewTags(preview, publicOrigin, config.brandName);
  const pageHtml = renderToString(<PageShell pageContext={pageContext} />);
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${dangerouslySkipEscape(previewTags)}
    <meta name="color-scheme" content="light dark">
    ${dangerouslySkipEscape(appHeadTags)}
    <script>${dangerouslySkipEscape(themeBootScript)}</script>
    ${dangerouslySkipEscape(ASSETS_AFTER_PREVIEW_TAGS)}
  </head>
  <body>
    <div id="${APP_ROOT_ID}">${dangerouslySkipEscape(pageHtml)}</div>
  </body>
</html>`;
  // The record goes back to the prerender, which writes it once for the card step (scripts/prerenderSite.ts);
  // a page with only its own tags shows the default card.
  const previewRecord = ownRecord ?? defaultRecord;
  return { documentHtml, injectFilter: withoutFontPreloads, pageContext: { previewRecord } };
};

/**
 * Text paints at once in the fallback font (`font-display: swap`); preloading Inter would make the
 * fonts compete with the stylesheet and scripts for a slow phone's first bytes.
 */
function withoutFontPreloads(assets: InjectFilterEntry[]): void {
  for (const asset of assets) if (asset.assetType === 'font') asset.inject = false;
}
