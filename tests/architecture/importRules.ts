import { isBuiltin } from 'node:module';
import type { SourceFolder } from '../../sourceFolders.ts';
import { importCycles, type PackageImport, type ProjectImport } from './importGraph.ts';

/** A `from → to` pair of path prefixes (or, for a package, its specifier's start) let through, and why. */
export type NamedImport = readonly [from: string, to: string, why: string];

/** The top-level folder of a project file; `.` for the files beside package.json. */
export function folderOf(file: string): string {
  const slash = file.indexOf('/');
  return slash === -1 ? '.' : file.slice(0, slash);
}

/** Tests and fixtures set up a whole (a chain, a dataset, a site), so they may reach across; the rules bind the product. */
export function isTestOrFixture(file: string): boolean {
  return file.startsWith('tests/') || /\.(test|fixture)\.tsx?$/.test(file);
}

export function isNamed(named: readonly NamedImport[], from: string, to: string): boolean {
  return named.some(([namedFrom, namedTo]) => from.startsWith(namedFrom) && to.startsWith(namedTo));
}

/**
 * Imports between folders that the layers forbid: a folder imports only folders of the layers below its
 * own (never one beside it or above it), a folder with `importedOnlyBy` only from those, and no product
 * file imports a fixture. Each is `from → to: why`.
 */
export function wrongWayImports(
  imports: readonly ProjectImport[],
  layers: readonly (readonly SourceFolder[])[],
  allowed: readonly NamedImport[],
): string[] {
  const layerOf = new Map(
    layers.flatMap((layer, index) => layer.map((folder) => [folder.name, index] as const)),
  );
  const folders = new Map(layers.flat().map((folder) => [folder.name, folder]));
  const why = (from: string, to: string): string | undefined => {
    if (isTestOrFixture(to)) return 'product code never imports a test or a fixture';
    const [fromFolder, toFolder] = [folderOf(from), folderOf(to)];
    if (fromFolder === toFolder) return undefined;
    const [fromLayer, toLayer] = [layerOf.get(fromFolder), layerOf.get(toFolder)];
    if (fromLayer === undefined) return `${fromFolder}/ is in no layer of sourceFolders.ts`;
    if (toLayer === undefined) return `${toFolder}/ is in no layer of sourceFolders.ts`;
    const only = folders.get(toFolder)?.importedOnlyBy;
    if (only && !only.includes(fromFolder))
      return `${toFolder}/ (${folders.get(toFolder)?.role}) is imported only by ${only.join(', ') || 'named exceptions'}`;
    if (toLayer === fromLayer)
      return `${fromFolder}/ and ${toFolder}/ sit side by side: neither imports the other`;
    if (toLayer < fromLayer) return `${toFolder}/ sits above ${fromFolder}/: imports run down the layers`;
    return undefined;
  };
  return imports.flatMap(({ from, to }) => {
    if (isTestOrFixture(from) || isNamed(allowed, from, to)) return [];
    const reason = why(from, to);
    return reason ? [`${from} → ${to}: ${reason}`] : [];
  });
}

/** The rings among folders (product imports only): each set of folders that import each other, sorted. */
export function folderCycles(imports: readonly ProjectImport[]): string[][] {
  const folderImports = imports
    .filter(({ from, to }) => !isTestOrFixture(from) && folderOf(from) !== folderOf(to))
    .map(({ from, to }) => ({ from: folderOf(from), to: folderOf(to) }));
  return importCycles(folderImports);
}

/** A Node module (`node:fs`, `fs`) or the Hardhat tooling: what neither the browser nor workerd loads. */
export function isNodeOnly(specifier: string): boolean {
  return (
    isBuiltin(specifier) ||
    specifier === 'hardhat' ||
    specifier.startsWith('hardhat/') ||
    specifier.startsWith('@nomicfoundation/')
  );
}

/**
 * Every path from a file of `appFolders` through project imports to a Node-only module, one per
 * importing file and module, shortest first: `components/A.tsx → chain/b.ts → hardhat`.
 */
export function appPathsToNode(
  imports: readonly ProjectImport[],
  packages: readonly PackageImport[],
  appFolders: readonly string[],
  allowed: readonly NamedImport[],
): string[] {
  const isProduct = (file: string) => !isTestOrFixture(file);
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) if (isProduct(from)) next.set(from, [...(next.get(from) ?? []), to]);
  // Breadth first from every app file at once: the first way found to a file is a shortest one.
  const cameFrom = new Map<string, string | undefined>();
  const queue = [...new Set([...imports.map(({ from }) => from), ...packages.map(({ from }) => from)])]
    .filter((file) => isProduct(file) && appFolders.includes(folderOf(file)))
    .sort();
  for (const file of queue) cameFrom.set(file, undefined);
  for (let index = 0; index < queue.length; index++) {
    const file = queue[index] as string;
    for (const to of next.get(file) ?? []) {
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, file);
      queue.push(to);
    }
  }
  const pathTo = (file: string): string[] => {
    const previous = cameFrom.get(file);
    return previous === undefined ? [file] : [...pathTo(previous), file];
  };
  return [
    ...new Set(
      packages
        .filter(
          ({ from, specifier }) =>
            cameFrom.has(from) && isNodeOnly(specifier) && !isNamed(allowed, from, specifier),
        )
        .map(({ from, specifier }) => [...pathTo(from), specifier].join(' → ')),
    ),
  ].sort();
}
