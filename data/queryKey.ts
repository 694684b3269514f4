import type { TadaDocumentNode } from 'gql.tada';

/** The cache key of one query: its operation name and variables (what a page's fallback data is keyed by). */
export function dataApiQueryKey<TResult, TVariables extends Record<string, unknown>>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
): string {
  return `${operationName(document)}:${JSON.stringify(variables)}`;
}

function operationName(document: TadaDocumentNode<unknown, never>): string {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition && 'name' in definition && definition.name ? definition.name.value : 'anonymous';
}
