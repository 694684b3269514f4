import { readdirSync } from 'node:fs';
import { type DocumentNode, Kind, type OperationDefinitionNode, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

/**
 * Validating is not enough: every operation the product sends must also resolve here without a
 * GraphQL error (a non-null field left null, a resolver that throws). Variables are chosen by name;
 * an operation with a required variable this table does not know is listed, not guessed.
 */
const api = createDataApi();
const USDC = WELL_KNOWN_TOKENS.USDC.toLowerCase();
const V3_USDC_WETH = '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640';
const V2_USDC_WETH = '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc';

const operationsDir = new URL('../data/operations/', import.meta.url);
const operations: { name: string; operation: DocumentNode; definition: OperationDefinitionNode }[] = [];
for (const file of readdirSync(operationsDir).filter(
  (name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name),
)) {
  const exports: Record<string, unknown> = await import(/* @vite-ignore */ new URL(file, operationsDir).href);
  for (const [name, value] of Object.entries(exports)) {
    const definition = (value as DocumentNode | undefined)?.definitions?.find(
      (candidate): candidate is OperationDefinitionNode => candidate.kind === Kind.OPERATION_DEFINITION,
    );
    if (definition) operations.push({ name, operation: value as DocumentNode, definition });
  }
}

const { data: v4 } = await queryDataApi<{ topV4Pools: { poolId: string }[] }>(
  api,
  '{ topV4Pools(chain: ETHEREUM, first: 1) { poolId } }',
);
const V4_POOL = v4?.topV4Pools[0]?.poolId;

function variableFor(operationName: string, variable: string): unknown {
  const v2 = /V2/.test(operationName);
  const v4Operation = /V4/.test(operationName);
  const aboutPool = /Pool|Pair|Tick/.test(operationName);
  const known: Record<string, unknown> = {
    chain: 'ETHEREUM',
    address: aboutPool ? (v2 ? V2_USDC_WETH : V3_USDC_WETH) : USDC,
    poolId: V4_POOL,
    addressOrId: v4Operation ? V4_POOL : v2 ? V2_USDC_WETH : V3_USDC_WETH,
    isV2: v2,
    isV3: aboutPool && !v2 && !v4Operation,
    isV4: v4Operation,
    first: 10,
    page: 1,
    pageSize: 10,
    duration: 'DAY',
    volumeDuration: 'DAY',
    searchQuery: 'usd',
    fallback: false,
  };
  return known[variable];
}

describe('every product operation resolves against the embedded Data API', () => {
  it('finds operations to run', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (_name, { name, operation, definition }) => {
      const variables: Record<string, unknown> = {};
      const unknown: string[] = [];
      for (const { variable, type } of definition.variableDefinitions ?? []) {
        const value = variableFor(name, variable.name.value);
        if (value !== undefined) variables[variable.name.value] = value;
        else if (type.kind === Kind.NON_NULL_TYPE) unknown.push(variable.name.value);
      }
      if (unknown.length > 0) {
        console.warn(`${name}: no test value for required ${unknown.join(', ')}; not executed`);
        return;
      }
      const { data, errors } = await queryDataApi(api, print(operation), variables);
      expect(errors).toBeUndefined();
      expect(Object.values(data ?? {}).some((value) => value !== null)).toBe(true);
    },
  );
});
