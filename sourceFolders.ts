/**
 * Every folder of the project's own code, once, in layers from the entries down to what the protocol is
 * (ARCHITECTURE.md, STYLE.md 12). vitest.config.ts reads it; tsconfig.json and biome.json are JSON, so
 * tests/architecture/sourceFolders.test.ts fails when their lists drift from it; the import-direction test
 * derives who may import whom from it.
 *
 * A folder imports only folders of the layers below its own, never one beside it.
 */
export const LAYERS: readonly (readonly SourceFolder[])[] = [
  [
    { name: '.', runs: 'node', role: 'the configs beside package.json' },
    { name: 'scripts', runs: 'node', role: 'build, start, benches' },
    { name: 'tests', runs: 'node', role: 'end-to-end, worker and architecture tests' },
  ],
  [{ name: 'worker', runs: 'edge', role: 'the edge entry (workerd)' }],
  [{ name: 'pages', runs: 'neutral', role: 'vike routes' }],
  // vike, not an import, puts a page inside the shell; pages read the shell's hooks (route params, title).
  [{ name: 'renderer', runs: 'neutral', role: 'the HTML shell' }],
  [{ name: 'balances', runs: 'neutral', role: 'what the wallet holds, and its worth' }],
  [{ name: 'transfer', runs: 'neutral', role: 'sending a token' }],
  [{ name: 'liquidity', runs: 'neutral', role: 'positions: create, add, remove, collect, migrate' }],
  [{ name: 'trading', runs: 'neutral', role: 'quotes, routes, calldata, permits' }],
  [{ name: 'wallet', runs: 'neutral', role: 'wallet connection; knows no tokens' }],
  [{ name: 'components', runs: 'neutral', role: 'UI building blocks' }],
  [{ name: 'currency', runs: 'neutral', role: "the reader's display currency: choice, rate, hook" }],
  [{ name: 'sw', runs: 'neutral', role: 'the service worker' }],
  [{ name: 'preview', runs: 'neutral', role: 'the link-preview domain' }],
  [{ name: 'money', runs: 'neutral', role: 'how money reads: formatters given a display currency' }],
  // Node folders a few may import, placed by what they themselves may import: the Data API and the
  // chain read their URLs and ports where the app does (data/dataApiUrl.ts, data/chainRpcUrl.ts).
  [{ name: 'backend', runs: 'node', role: 'the embedded Data API', importedOnlyBy: [] }],
  [
    {
      name: 'chain',
      runs: 'node',
      role: 'the local chain (Hardhat tooling)',
      importedOnlyBy: ['.', 'scripts', 'tests'],
    },
  ],
  [{ name: 'data', runs: 'neutral', role: 'GraphQL operations, the client, hooks, the chain table' }],
  [
    {
      name: 'devChain',
      runs: 'neutral',
      role: 'the local chain as a developer reaches it: the dev account, its funds, the faucet',
    },
  ],
  [{ name: 'protocol', runs: 'neutral', role: 'what the protocol is: addresses, ABIs, fee tiers' }],
];

export interface SourceFolder {
  /** A top-level folder; `.` stands for the TypeScript files beside package.json. */
  name: string;
  /**
   * `neutral`: loaded by the browser or the edge worker, so web APIs only; `edge`: the worker's adapter to
   * workerd. No Node module or Hardhat may reach either (workerd's own modules are named exceptions).
   */
  runs: 'node' | 'edge' | 'neutral';
  role: string;
  /** For a folder only some may import (besides itself): those folders; exceptions are named in the test. */
  importedOnlyBy?: readonly string[];
}

/** The folders (not `.`), in layer order. */
export const SOURCE_FOLDERS: readonly string[] = LAYERS.flat()
  .map(({ name }) => name)
  .filter((name) => name !== '.');

/** The folders the browser or the worker load. */
export const APP_FOLDERS: readonly string[] = LAYERS.flat()
  .filter(({ runs }) => runs !== 'node')
  .map(({ name }) => name);

/** The runtime-neutral folders: biome.json forbids Node modules in their files. */
export const NEUTRAL_FOLDERS: readonly string[] = LAYERS.flat()
  .filter(({ runs }) => runs === 'neutral')
  .map(({ name }) => name);

/** Checked by `tsc -p worker` (workerd's types, not the DOM's); the root tsconfig leaves them out. */
export const WORKER_TYPECHECKED: readonly string[] = ['worker', 'tests/worker'];

/** Tests that run in their own vitest projects (workerd, Chromium), not in the unit project. */
export const UNIT_TEST_FOLDERS: readonly string[] = SOURCE_FOLDERS.filter(
  (name) => name !== 'tests' && name !== 'worker',
);
