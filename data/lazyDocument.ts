import { type DocumentNode, parse } from 'graphql';

/**
 * A GraphQL document shipped as its text and parsed when first read. The browser build writes every
 * operation this way (scripts/precompiledDocuments.ts): parsing them all as the page's code loaded cost
 * a phone's main thread tens of milliseconds in the task that starts the page, most for operations the
 * page never sends at once.
 */
export function lazyDocument(source: string): DocumentNode {
  let parsed: DocumentNode | undefined;
  return {
    kind: 'Document' as DocumentNode['kind'],
    get definitions() {
      parsed ??= parse(source, { noLocation: true });
      return parsed.definitions;
    },
  };
}
