import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import type { PagePreview } from '../preview/pagePreview.ts';
import type { PageOwnRecord, PreviewRecord } from '../preview/previewRecord.ts';

/**
 * A page's `+preview.ts` export (see preview/): its own record, behind its tags and its card, or only
 * its own tags on the default card (a token launch).
 */
export type PagePreviewSetting = (pageContext: PageContextServer) => PageOwnRecord | PagePreview | undefined;

/** The settings this renderer reads from `pageContext.config`. */
declare global {
  namespace Vike {
    interface Config {
      Page?: ComponentType;
      preview?: PagePreviewSetting;
    }
    interface PageContext {
      /** The record of the page's tags, kept by the prerender: the build's cards are drawn from it. */
      previewRecord?: PreviewRecord;
    }
  }
}
