import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import type { PageOwnRecord, PreviewRecord } from '../preview/previewRecord.ts';

/** A page's `+preview.ts` export: its own preview record (see preview/), behind its tags and its card. */
export type PagePreviewSetting = (pageContext: PageContextServer) => PageOwnRecord | undefined;

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
