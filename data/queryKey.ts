import type { TadaDocumentNode } from 'gql.tada';
import { documentOperationName } from './lazyDocument.ts';

/** The cache key of one query: its operation name and variables (what a page's fallback data is keyed by). */
export function dataApiQueryKey<TResult, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
): string {
  return `${documentOperationName(document) ?? 'anonymous'}:${JSON.stringify(variables)}`;
}
