import type { DocumentNode } from 'graphql';

interface DocumentText {
  /** The document's compact text, as the build printed it. */
  text: string;
  /** Its operation's name; none for a document of fragments only. */
  operationName: string | undefined;
}

const TEXTS = new WeakMap<object, DocumentText>();

/**
 * A GraphQL document shipped as its text. The browser build writes every operation this way
 * (`precompiledDocuments` in vite.config.ts), and the browser never parses one: the Data API client
 * sends the text (graphql-request, loaded at the first call, reads it), and a query's cache key takes
 * the operation's name the build wrote beside it. So neither a GraphQL parser nor the client is in a
 * page's first load, and no parsing runs in the task that starts the page.
 */
export function lazyDocument(text: string, operationName?: string): DocumentNode {
  const document = {
    kind: 'Document' as DocumentNode['kind'],
    get definitions(): DocumentNode['definitions'] {
      throw new Error(`A precompiled document is read as its text (documentText), not parsed: ${text}`);
    },
  };
  TEXTS.set(document, { text, operationName });
  return document;
}

/** The text of a document the build precompiled; undefined for a document built at run time (Node, dev). */
export function documentText(document: DocumentNode): string | undefined {
  return TEXTS.get(document)?.text;
}

/** The operation name of a document, without parsing a precompiled one. */
export function documentOperationName(document: DocumentNode): string | undefined {
  const known = TEXTS.get(document);
  if (known) return known.operationName;
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition && 'name' in definition ? definition.name?.value : undefined;
}
