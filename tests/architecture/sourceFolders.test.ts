import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_FOLDERS, SOURCE_FOLDERS, WORKER_TYPECHECKED } from '../../sourceFolders.ts';
import { typeScriptFiles } from './importGraph.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run typecheck` runs `tsc` on these two projects. */
const TYPECHECK_PROJECTS = ['tsconfig.json', 'worker/tsconfig.json'];

/** The files a tsconfig checks, by TypeScript's own reading of its include and exclude. */
function typecheckedFiles(project: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${project} could not be read`);
  return parsed.fileNames.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
}

/** biome.json and tsconfig.json are JSON (comments allowed in neither here). */
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

describe('source folders', () => {
  it('npm run typecheck covers every TypeScript file outside node_modules and dist', () => {
    const checked = new Set(TYPECHECK_PROJECTS.flatMap(typecheckedFiles));
    expect(checked.size).toBeGreaterThan(500);
    expect(typeScriptFiles(ROOT).filter((file) => !checked.has(file))).toEqual([]);
  });

  it('every folder holding TypeScript is in sourceFolders.ts', () => {
    const folders = new Set(
      typeScriptFiles(ROOT)
        .filter((file) => file.includes('/'))
        .map((file) => file.slice(0, file.indexOf('/'))),
    );
    expect([...folders].filter((folder) => !SOURCE_FOLDERS.includes(folder))).toEqual([]);
  });

  it("tsconfig.json's include is the list (the worker has its own project)", () => {
    const tsconfig = readJson('tsconfig.json') as { include: string[]; exclude: string[] };
    const expected = [...SOURCE_FOLDERS.filter((folder) => !WORKER_TYPECHECKED.includes(folder)), '*.ts'];
    expect([...tsconfig.include].sort()).toEqual(expected.sort());
    expect(tsconfig.exclude).toEqual(expect.arrayContaining([...WORKER_TYPECHECKED]));
  });

  it("biome.json forbids Node modules in exactly the list's runtime-neutral folders", () => {
    const biome = readJson('biome.json') as {
      overrides: {
        includes: string[];
        linter?: { rules?: { correctness?: { noNodejsModules?: string } } };
      }[];
    };
    const noNode = biome.overrides.filter(
      (override) => override.linter?.rules?.correctness?.noNodejsModules === 'error',
    );
    const folders = noNode.flatMap((override) =>
      override.includes.filter((glob) => !glob.startsWith('!')).map((glob) => glob.replace(/\/\*\*$/, '')),
    );
    expect(folders.sort()).toEqual([...NEUTRAL_FOLDERS].sort());
  });
});
