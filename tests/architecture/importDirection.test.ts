import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, type ProjectImport, projectImports } from './importGraph.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface ImportRule {
  from: readonly string[];
  to: readonly string[];
  why: string;
  /** `from → to` prefixes this rule lets through, each with its reason beside it. */
  except?: readonly (readonly [string, string])[];
}

/** Imports flow one way (ARCHITECTURE.md, STYLE.md 12); each rule names the folders it keeps apart. */
const RULES: readonly ImportRule[] = [
  {
    from: ['preview/', 'data/', 'components/'],
    to: ['scripts/', 'worker/', 'pages/'],
    why: 'runtime-neutral building blocks never reach up into a runtime or a page',
  },
  {
    from: ['renderer/', 'pages/'],
    to: ['scripts/'],
    why: 'the app never loads build tooling (it spawns processes)',
  },
  {
    from: ['scripts/'],
    to: ['tests/'],
    why: 'build, start and benches never depend on the test harness',
    // The swap and live-activity benches drive the e2e session in Chromium; they move with that harness.
    except: [
      ['scripts/bench/swap.ts', 'tests/e2e/'],
      ['scripts/bench/activityScreen.ts', 'tests/e2e/'],
      ['scripts/bench/hostileNames.ts', 'tests/hostileNames.ts'],
    ],
  },
  {
    from: [''],
    to: ['backend/'],
    why: 'the app, the worker and the build talk to the Data API over HTTP only',
    except: [
      ['backend/', 'backend/'],
      // `npm run chain` and `npm run faucet` hand the local chain the dataset's market: one source for both.
      ['scripts/chain.ts', 'backend/dataset/'],
      ['scripts/faucet.ts', 'backend/dataset/'],
      // The benches of the Data API and its indexer measure them in process.
      ['scripts/bench/dataApi.ts', 'backend/'],
      ['scripts/bench/indexer.ts', 'backend/'],
      ['scripts/bench/activityFeed.ts', 'backend/'],
      // The chain and swap benches start the local chain seeded with the dataset's market.
      ['scripts/bench/chain.ts', 'backend/dataset/'],
      ['scripts/bench/swap.ts', 'backend/dataset/'],
    ],
  },
];

/** Tests and their fixtures set up a whole (a chain, a dataset, a site), so they may reach across; the rules bind the product. */
const isTest = (file: string) => file.startsWith('tests/') || /\.(test|fixture)\.tsx?$/.test(file);

function wrongWayImports(imports: readonly ProjectImport[]): string[] {
  return imports.flatMap(({ from, to }) => {
    if (isTest(from)) return [];
    return RULES.flatMap((rule) => {
      const breaks =
        rule.from.some((folder) => from.startsWith(folder)) &&
        rule.to.some((folder) => to.startsWith(folder)) &&
        !rule.except?.some(
          ([exceptFrom, exceptTo]) => from.startsWith(exceptFrom) && to.startsWith(exceptTo),
        );
      return breaks ? [`${from} → ${to}: ${rule.why}`] : [];
    });
  });
}

describe('import direction', () => {
  const imports = projectImports(ROOT);

  it('reads the project', () => {
    expect(imports.length).toBeGreaterThan(1000);
    expect(imports).toContainEqual({ from: 'worker/index.ts', to: 'worker/edgeContext.ts' });
  });

  it('no import runs the wrong way', () => {
    expect(wrongWayImports(imports)).toEqual([]);
  });

  it('every named exception is still used (a stale one fails)', () => {
    const unused = RULES.flatMap((rule) =>
      (rule.except ?? []).filter(
        ([exceptFrom, exceptTo]) =>
          !imports.some(({ from, to }) => from.startsWith(exceptFrom) && to.startsWith(exceptTo)),
      ),
    );
    expect(unused).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(importCycles(imports)).toEqual([]);
  });
});
