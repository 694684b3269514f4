import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders that are not the project's own code. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.wrangler']);

/** One import between two of the project's files, by their paths from the root (`preview/metaTags.ts`). */
export interface ProjectImport {
  from: string;
  to: string;
}

/**
 * Every import (static, dynamic, type-only and re-exports alike) from one of the project's TypeScript
 * files to another, read with TypeScript's own pre-processor.
 */
export function projectImports(root: string): ProjectImport[] {
  return sourceFiles(root).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => {
        const to = resolveImport(root, file, specifier);
        return to ? [{ from: file, to }] : [];
      });
  });
}

/** The import cycles among `imports`: each strongly connected set of files, sorted, once. */
export function importCycles(imports: readonly ProjectImport[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    const selfImport = edges.get(file)?.includes(file) ?? false;
    if (members.length > 1 || selfImport) cycles.push(members.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

function sourceFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const target = path.posix.join(path.posix.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
  );
}
