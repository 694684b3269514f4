import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The modules that hold the product's GraphQL operations: each exports documents and nothing else. */
const OPERATION_MODULE = /[\\/]data[\\/]operations[\\/][^\\/]+\.ts$/;

/**
 * The browser gets each GraphQL document already parsed: the build runs the operation modules (their
 * `graphql()` calls) and writes the documents as JSON. Parsing them in the page cost each first load
 * tens of milliseconds of main thread on a phone, all in the task that starts the page. The server
 * build (prerender) keeps the source as written.
 */
export function precompiledDocuments(): Plugin {
  return {
    name: 'precompiled-graphql-documents',
    apply: 'build',
    async transform(_code, id) {
      if (this.environment.name !== 'client' || !OPERATION_MODULE.test(id)) return;
      const exports: Record<string, unknown> = await import(pathToFileURL(id).href);
      const lines = Object.entries(exports).map(([name, value]) => {
        if (!isDocument(value))
          throw new Error(
            `${id} exports ${name}, which is not a GraphQL document: operation modules hold documents only`,
          );
        return `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
      });
      return { code: lines.join('\n'), map: null };
    },
  };
}

function isDocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}
