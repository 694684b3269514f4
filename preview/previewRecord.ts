import {
  DEFAULT_PAGE_DESCRIPTION,
  type DefaultCardContent,
  defaultImagePath,
  type PagePreview,
} from './pagePreview.ts';
import { type PoolPreviewRecord, poolPagePreview } from './poolPreview.ts';
import type { PositionPreviewRecord } from './positionPreview.ts';
import { type TokenPreviewRecord, tokenPagePreview } from './tokenPreview.ts';

/** The default card as a record, so the build renders it with the token and pool cards. */
export interface DefaultPreviewRecord {
  kind: 'default';
  title: string;
  description: string;
  brandName: string;
  imagePath: string;
}

/** A token or pool page's own record: what its tags say and what its card draws. */
export type PageOwnRecord = TokenPreviewRecord | PoolPreviewRecord;

/** Every kind of card the build and the edge render (a position's only at the edge). */
export type PreviewRecord = PageOwnRecord | PositionPreviewRecord | DefaultPreviewRecord;

export function ownPagePreview(record: PageOwnRecord): PagePreview {
  return record.kind === 'token' ? tokenPagePreview(record) : poolPagePreview(record);
}

export function defaultPreviewRecord(content: DefaultCardContent): DefaultPreviewRecord {
  return {
    kind: 'default',
    title: content.title,
    description: DEFAULT_PAGE_DESCRIPTION,
    brandName: content.brandName,
    imagePath: defaultImagePath(content),
  };
}
