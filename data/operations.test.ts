import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type DocumentNode,
  Kind,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Every operation the product sends must be valid against the hosted Data API's schema (so pointing
 * DATA_API_URL at it needs no code change) and against the embedded Data API's schema. Modules are
 * discovered from the folder, so an operation added later is checked without touching this test.
 *
 * The exceptions are our own extensions (backend/positions.graphql, backend/tokenLaunches.graphql,
 * backend/governance.graphql): the hosted schema has no positions per owner, no token launches and no
 * proposals, so the modules below, which use only them, are validated against the embedded schema
 * alone. Against the hosted API those views show their error state.
 */
const EXTENSION_MODULES = new Set(['positions.ts', 'tokenLaunches.ts', 'governance.ts']);

const operationsDir = new URL('./operations/', import.meta.url);
const sdl = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const schemas = {
  reference: buildSchema(sdl('../../shared/reference/data-api.schema.graphql')),
  embedded: buildSchema(
    ['schema', 'positions', 'tokenLaunches', 'governance']
      .map((file) => sdl(`../backend/${file}.graphql`))
      .join('\n'),
  ),
};

const moduleFiles = listModules(operationsDir.pathname);
const documents: { name: string; document: DocumentNode }[] = [];
for (const file of moduleFiles) {
  const exports: Record<string, unknown> = await import(
    /* @vite-ignore */ join(operationsDir.pathname, file)
  );
  for (const [name, value] of Object.entries(exports)) {
    if (isDocument(value)) documents.push({ name: `${file} ${name}`, document: value });
  }
}

describe('data/operations', () => {
  it('holds operation modules exporting GraphQL documents', () => {
    expect(moduleFiles.length).toBeGreaterThan(0);
    expect(documents.some(({ document }) => hasOperation(document))).toBe(true);
  });

  it('keeps out of the reference validation only extension modules that exist', () => {
    expect([...EXTENSION_MODULES].filter((file) => !moduleFiles.includes(file))).toEqual([]);
  });

  for (const [schemaName, schema] of Object.entries(schemas)) {
    const checked =
      schemaName === 'reference'
        ? documents.filter(({ name }) => !EXTENSION_MODULES.has(name.split(' ')[0] ?? ''))
        : documents;
    it.each(checked)(`$name validates against the ${schemaName} schema`, ({ document }) => {
      // A fragment-only module is used by operations elsewhere; alone it may look unused.
      const rules = hasOperation(document)
        ? specifiedRules
        : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
      expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
    });
  }
});

function listModules(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) return listModules(dir, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

function hasOperation(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
}
