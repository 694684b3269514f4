import { DEFAULT_PAGE_DESCRIPTION, type DefaultCardContent, defaultImagePath } from './pagePreview.ts';
import type { PoolPreviewRecord } from './poolPreview.ts';
import type { TokenPreviewRecord } from './tokenPreview.ts';

/** The default card as a record, so the build renders it with the token and pool cards. */
export interface DefaultPreviewRecord {
  kind: 'default';
  title: string;
  description: string;
  brandName: string;
  imagePath: string;
}

/** Every kind of card the build and the edge render. */
export type PreviewRecord = TokenPreviewRecord | PoolPreviewRecord | DefaultPreviewRecord;

export function defaultPreviewRecord(content: DefaultCardContent): DefaultPreviewRecord {
  return {
    kind: 'default',
    title: content.title,
    description: DEFAULT_PAGE_DESCRIPTION,
    brandName: content.brandName,
    imagePath: defaultImagePath(content),
  };
}
