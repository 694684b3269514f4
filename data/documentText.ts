import type { DocumentNode } from 'graphql';

/** What one GraphQL document is sent as: its text, and the name of its operation (none for a fragment). */
export interface DocumentText {
  query: string;
  operationName: string | undefined;
}

const PRECOMPILED = new WeakMap<DocumentNode, DocumentText>();

/**
 * A GraphQL document as the browser build ships it (vite.config.ts writes every operation module this
 * way): the compact text it is sent as and its operation's name, both known at build. The browser then
 * never parses nor prints a document, and no GraphQL parser or printer is in a first load. Its syntax
 * tree is not there: reading `definitions` throws, so a new reader is found at once.
 */
export function precompiledDocument(query: string, operationName?: string): DocumentNode {
  const document = {
    kind: 'Document',
    get definitions(): never {
      throw new Error(
        `${operationName ?? 'A fragment'}: the browser has this document as text only (data/documentText.ts)`,
      );
    },
  } as DocumentNode;
  PRECOMPILED.set(document, { query, operationName });
  return document;
}

/** The text a precompiled document is sent as; none for a document written in code (server, tests). */
export function precompiledText(document: DocumentNode): DocumentText | undefined {
  return PRECOMPILED.get(document);
}

/** The name of a document's operation, from its precompiled text or its syntax tree. */
export function operationNameOf(document: DocumentNode): string | undefined {
  const precompiled = PRECOMPILED.get(document);
  if (precompiled) return precompiled.operationName;
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value;
}
