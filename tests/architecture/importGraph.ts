import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders that are not the project's own code. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.wrangler', '.cache']);

/** One import between two of the project's files, by their paths from the root (`preview/metaTags.ts`). */
export interface ProjectImport {
  from: string;
  to: string;
}

/** One import of a package or a runtime module (`viem`, `node:fs`, `hardhat`) by a project file. */
export interface PackageImport {
  from: string;
  specifier: string;
}

export interface ImportGraph {
  /** Between project files. */
  imports: ProjectImport[];
  /** Of anything else, by its bare specifier. */
  packages: PackageImport[];
}

/**
 * Every import (static, dynamic, type-only and re-exports alike) of the project's TypeScript files, read
 * with TypeScript's own pre-processor.
 */
export function importGraph(root: string): ImportGraph {
  const imports: ProjectImport[] = [];
  const packages: PackageImport[] = [];
  for (const file of typeScriptFiles(root).filter((file) => !file.endsWith('.d.ts'))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('.')) {
        packages.push({ from: file, specifier });
        continue;
      }
      const to = resolveImport(root, file, specifier);
      if (to) imports.push({ from: file, to });
    }
  }
  return { imports, packages };
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

/** Every `.ts` and `.tsx` file of the project's own (declarations included), by its path from the root. */
export function typeScriptFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : typeScriptFiles(root, relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const target = path.posix.join(path.posix.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
  );
}
