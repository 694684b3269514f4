import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const FRAME_ENTRY = 'renderer/renderPageClient.tsx';
const FIRST_LOAD_ENTRY = 'renderer/+onRenderClient.ts';

/** The modules a file imports statically (what runs with it), by specifier, in source order; types left out. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  return source.statements.flatMap((statement) => {
    const loadsCode =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly);
    const specifier = loadsCode ? statement.moduleSpecifier : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
}

const fromRoot = (file: string, specifier: string) =>
  specifier.startsWith('.') ? path.posix.join(path.posix.dirname(file), specifier) : specifier;

/** The stylesheets `entry` brings in with its static imports, in the order the bundler meets them. */
function stylesheetsOf(entry: string): string[] {
  const visited = new Set<string>();
  const sheets: string[] = [];
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const specifier of staticImports(file)) {
      const target = fromRoot(file, specifier);
      if (target.endsWith('.css')) {
        if (!sheets.includes(target)) sheets.push(target);
      } else if (specifier.startsWith('.')) {
        const module = [target, `${target}.ts`, `${target}.tsx`].find(
          (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
        );
        if (module) visit(module);
      }
    }
  };
  visit(entry);
  return sheets;
}

// The frame loads after the first-load module (issue 25), so its styles would land after the pages' in the
// one stylesheet and lose to nothing: the first-load module names them again to keep them first.
describe('the frame stylesheets', () => {
  it('are each imported by the first-load module, in the order the frame imports them', () => {
    const frame = stylesheetsOf(FRAME_ENTRY);
    const firstLoad = staticImports(FIRST_LOAD_ENTRY)
      .map((specifier) => fromRoot(FIRST_LOAD_ENTRY, specifier))
      .filter((target) => target.endsWith('.css'));
    expect(frame.length).toBeGreaterThan(0);
    expect(firstLoad.filter((sheet) => frame.includes(sheet))).toEqual(frame);
  });
});
