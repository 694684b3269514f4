import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FOLDERS, LAYERS } from '../../sourceFolders.ts';
import { importCycles, importGraph } from './importGraph.ts';
import { appPathsToNode, folderCycles, type NamedImport, wrongWayImports } from './importRules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Imports the layers of sourceFolders.ts forbid, let through one by one, each with its reason. */
const EXCEPTIONS: readonly NamedImport[] = [
  // The swap and live-activity benches drive the e2e session in Chromium; they move with that harness.
  ['scripts/bench/swap.ts', 'tests/e2e/', 'drives the e2e swap session'],
  ['scripts/bench/activityScreen.ts', 'tests/e2e/', 'drives the e2e browser'],
  ['scripts/bench/createPosition.ts', 'tests/e2e/', 'drives the e2e browser and test wallet'],
  ['scripts/bench/positionsPainted.ts', 'tests/e2e/', 'drives the e2e browser and test wallet'],
  ['scripts/bench/hostileNames.ts', 'tests/hostileNames.ts', 'measures the hostile names the tests use'],
  ['vitest.config.ts', 'tests/worker/', "silences workerd's known aborted-body rejection"],
  // The benches of the Data API and its indexer measure them in process.
  ['scripts/bench/dataApi.ts', 'backend/', 'measures the Data API in process'],
  ['scripts/bench/indexer.ts', 'backend/', 'measures the indexer in process'],
  ['scripts/bench/activityFeed.ts', 'backend/', 'measures the activity feed in process'],
  ['scripts/bench/positions.ts', 'backend/', 'measures the positions extension in process'],
  ['scripts/bench/limitOrders.ts', 'backend/', 'measures the order service and its filler in process'],
  // `npm run codegen` types the operations from the schema the Data API serves, extension included.
  ['scripts/generateSchemaTypes.ts', 'backend/dataApiSchema.ts', "reads the Data API's schema files"],
  // `npm run chain`, `npm run faucet` and the chain and swap benches hand the local chain the dataset's market.
  ['scripts/chain.ts', 'backend/dataset/', "seeds the chain with the dataset's market"],
  ['scripts/faucet.ts', 'backend/dataset/', "tops up the dataset's tokens"],
  ['scripts/bench/chain.ts', 'backend/dataset/', "seeds the chain with the dataset's market"],
  ['scripts/bench/swap.ts', 'backend/dataset/', "seeds the chain with the dataset's market"],
  [
    'scripts/bench/routing.ts',
    'backend/dataset/',
    "seeds the chain and the router's pools with the dataset's market",
  ],
  ['scripts/bench/createPosition.ts', 'backend/dataset/', "finds the dataset's V4 ETH/USDC pool"],
  ['scripts/bench/positionsPainted.ts', 'backend/dataset/', "opens positions in the dataset's pools"],
  ['scripts/bench/twentyPositions.ts', 'backend/dataset/', "opens positions in the dataset's pools"],
  ['scripts/bench/ethCallAnchor.ts', 'backend/dataset/', "times a call to the dataset's first V3 pool"],
  ['scripts/bench/traders.ts', 'backend/dataset/', "funds the traders with the dataset's seeded tokens"],
  ['scripts/bench/swapTrader.ts', 'backend/dataset/', "trades the seeded pairs at the dataset's prices"],
  // The benches that need trades on the chain make them as the tests do, through the reference trader.
  ['scripts/bench/', 'chain/tradingAccount.fixture.ts', 'trades through the reference trader'],
  [
    'scripts/bench/twentyPositions.ts',
    'chain/liquidityPositions.fixture.ts',
    'opens positions straight on the chain',
  ],
  ['scripts/bench/chain.ts', 'chain/referenceSwaps.fixture.ts', 'times the reference swaps'],
  [
    'scripts/bench/limitOrders.ts',
    'chain/referenceSwaps.fixture.ts',
    'moves the market with a reference swap',
  ],
  // workerd provides node:zlib (nodejs_compat in wrangler.jsonc): the worker's PNG deflate, injected into preview/.
  ['worker/cardRenderer.ts', 'node:zlib', "workerd's own deflate"],
];

describe('import direction', () => {
  const { imports, packages } = importGraph(ROOT);

  it('reads the project, package imports included', () => {
    expect(imports.length).toBeGreaterThan(1000);
    expect(imports).toContainEqual({ from: 'worker/index.ts', to: 'worker/edgeContext.ts' });
    expect(packages).toContainEqual({ from: 'chain/startLocalChain.ts', specifier: 'hardhat/hre' });
  });

  it('no import runs the wrong way: every folder imports only the layers below its own', () => {
    expect(wrongWayImports(imports, LAYERS, EXCEPTIONS)).toEqual([]);
  });

  it('no two folders import each other, directly or through a ring', () => {
    expect(folderCycles(imports)).toEqual([]);
  });

  it('nothing the browser or the worker loads reaches a Node module or Hardhat, through any file', () => {
    expect(appPathsToNode(imports, packages, APP_FOLDERS, EXCEPTIONS)).toEqual([]);
  });

  it('every named exception is still used (a stale one fails)', () => {
    const used = ([from, to]: NamedImport) =>
      imports.some((edge) => edge.from.startsWith(from) && edge.to.startsWith(to)) ||
      packages.some((edge) => edge.from.startsWith(from) && edge.specifier.startsWith(to));
    expect(EXCEPTIONS.filter((named) => !used(named))).toEqual([]);
  });

  it('has no import cycles between files', () => {
    expect(importCycles(imports)).toEqual([]);
  });
});
