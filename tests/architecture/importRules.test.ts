import { describe, expect, it } from 'vitest';
import type { SourceFolder } from '../../sourceFolders.ts';
import { appPathsToNode, folderCycles, isNodeOnly, wrongWayImports } from './importRules.ts';

/** A tiny project: an entry, a page, two siblings, a base, and Node tooling only the entry may import. */
const folder = (name: string, extra: Partial<SourceFolder> = {}): SourceFolder => ({
  name,
  runs: 'neutral',
  role: name,
  ...extra,
});
const LAYERS: readonly (readonly SourceFolder[])[] = [
  [folder('scripts', { runs: 'node' })],
  [folder('pages')],
  [folder('left'), folder('right')],
  [folder('base')],
  [folder('tooling', { runs: 'node', importedOnlyBy: ['scripts'] })],
];
const edge = (from: string, to: string) => ({ from, to });

describe('import rules (on a synthetic project)', () => {
  it('lets imports run down the layers', () => {
    const imports = [
      edge('scripts/a.ts', 'pages/b.ts'),
      edge('pages/b.ts', 'base/c.ts'),
      edge('scripts/a.ts', 'tooling/t.ts'),
    ];
    expect(wrongWayImports(imports, LAYERS, [])).toEqual([]);
  });

  it('names an import that runs up, one beside, into a closed folder, into a fixture, or out of the table', () => {
    const imports = [
      edge('base/c.ts', 'pages/b.ts'),
      edge('left/l.ts', 'right/r.ts'),
      edge('pages/b.ts', 'tooling/t.ts'),
      edge('pages/b.ts', 'base/chain.fixture.ts'),
      edge('stray/s.ts', 'base/c.ts'),
    ];
    expect(wrongWayImports(imports, LAYERS, [])).toEqual([
      'base/c.ts → pages/b.ts: pages/ sits above base/: imports run down the layers',
      'left/l.ts → right/r.ts: left/ and right/ sit side by side: neither imports the other',
      'pages/b.ts → tooling/t.ts: tooling/ (tooling) is imported only by scripts',
      'pages/b.ts → base/chain.fixture.ts: product code never imports a test or a fixture',
      'stray/s.ts → base/c.ts: stray/ is in no layer of sourceFolders.ts',
    ]);
  });

  it('lets a named exception through, and binds no test', () => {
    const imports = [edge('base/c.ts', 'pages/b.ts'), edge('base/c.test.ts', 'pages/b.ts')];
    expect(wrongWayImports(imports, LAYERS, [['base/c.ts', 'pages/', 'because']])).toEqual([]);
  });

  it('finds a ring of folders, also through a third', () => {
    expect(folderCycles([edge('left/l.ts', 'base/c.ts'), edge('base/c.ts', 'left/m.ts')])).toEqual([
      ['base', 'left'],
    ]);
    expect(
      folderCycles([
        edge('left/l.ts', 'right/r.ts'),
        edge('right/r.ts', 'base/c.ts'),
        edge('base/c.ts', 'left/l.ts'),
      ]),
    ).toEqual([['base', 'left', 'right']]);
    expect(folderCycles([edge('left/l.test.ts', 'base/c.ts'), edge('base/c.ts', 'left/l.ts')])).toEqual([]);
  });

  it('follows project files from the app to a Node module or Hardhat', () => {
    const imports = [edge('pages/b.ts', 'base/c.ts'), edge('base/c.ts', 'tooling/t.ts')];
    const packages = [
      { from: 'tooling/t.ts', specifier: 'hardhat/hre' },
      { from: 'scripts/a.ts', specifier: 'node:fs' },
      { from: 'base/c.ts', specifier: 'viem' },
    ];
    expect(appPathsToNode(imports, packages, ['pages'], [])).toEqual([
      'pages/b.ts → base/c.ts → tooling/t.ts → hardhat/hre',
    ]);
    expect(
      appPathsToNode(imports, packages, ['pages', 'base'], [['tooling/t.ts', 'hardhat', 'why']]),
    ).toEqual([]);
  });

  it('knows what only Node has', () => {
    expect(['node:zlib', 'fs', 'hardhat', '@nomicfoundation/edr'].filter(isNodeOnly)).toHaveLength(4);
    expect(['viem', 'react', '@uniswap/v3-sdk'].filter(isNodeOnly)).toEqual([]);
  });
});
