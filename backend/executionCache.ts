import { BREAK, type DocumentNode, type ExecutionResult, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { DataApiContext } from './resolvers/dataApiContext.ts';

/** Fields whose answer grows with the clock (transactions keep arriving); everything else is frozen. */
const LIVE_FIELDS = new Set(['transactions', 'v2Transactions', 'v3Transactions', 'v4Transactions']);
/**
 * Fields read from the chain at request time (positions: fees grow and prices move with trades in
 * pools the index may not follow; proposals and a launch's phase: they move with blocks and time,
 * which no event says): never answered from the cache.
 */
const CHAIN_READ_FIELDS = new Set(['positions', 'position', 'proposals', 'proposal', 'phase']);

/**
 * The dataset is frozen for a version, so an operation with the same variables always has the same
 * result: keep recent results and skip execution when one is asked again. The prerender and the edge
 * send the same few queries (top tokens per chain, popular pools) many times; under load this turns
 * a large TopTokens page from tens of milliseconds of resolving into a lookup. An operation reading
 * transactions is also keyed by the second it is asked at, so polling still sees new rows. Every key
 * also holds the indexed chain's version, which moves with each indexed row and pool state: a swap on
 * the chain is never hidden behind a cached answer (without a chain the version stays 0). Bounded by
 * entry count.
 */
export function executionCachePlugin(maxEntries = 256): Plugin<DataApiContext> {
  const documents = new WeakMap<DocumentNode, { id: number; live: boolean; chainRead: boolean }>();
  const results = new Map<string, ExecutionResult>();
  let nextId = 0;
  const keyOf = (
    document: DocumentNode,
    context: DataApiContext,
    operationName: string | null | undefined,
    variables: unknown,
  ) => {
    // Yoga's parser cache hands out one DocumentNode per distinct query text, so identity is the text.
    let known = documents.get(document);
    if (known === undefined) {
      known = {
        id: nextId++,
        live: selectsAny(document, LIVE_FIELDS),
        chainRead: selectsAny(document, CHAIN_READ_FIELDS),
      };
      documents.set(document, known);
    }
    if (known.chainRead) return undefined;
    const instant = known.live ? context.now : '';
    return `${known.id}|${instant}|${context.chain.version}|${context.origin}|${operationName ?? ''}|${JSON.stringify(variables ?? {})}`;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const key = keyOf(args.document, args.contextValue, args.operationName, args.variableValues);
      if (key === undefined) return;
      const cached = results.get(key);
      if (cached) {
        // Refresh recency: a Map iterates in insertion order, so the oldest entry is the first key.
        results.delete(key);
        results.set(key, cached);
        setResultAndStopExecution(cached);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          if (results.size >= maxEntries) results.delete(results.keys().next().value as string);
          results.set(key, result);
        },
      };
    },
  };
}

/** Any selection of one of these fields, fragments included (their definitions are part of the document). */
function selectsAny(document: DocumentNode, fields: ReadonlySet<string>): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (!fields.has(field.name.value)) return;
      found = true;
      return BREAK;
    },
  });
  return found;
}
