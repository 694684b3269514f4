import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import type { PagePreview } from '../preview/pagePreview.ts';

/** A page's `+preview.ts` export: the record behind its link-preview tags (see preview/). */
export type PagePreviewSetting = (pageContext: PageContextServer) => PagePreview | undefined;

/** The settings this renderer reads from `pageContext.config`. */
declare global {
  namespace Vike {
    interface Config {
      Page?: ComponentType;
      preview?: PagePreviewSetting;
    }
  }
}
