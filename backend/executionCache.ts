import type { DocumentNode, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { DataApiContext } from './resolvers/dataApiContext.ts';

/**
 * The dataset is frozen for a version, so an operation with the same variables always has the same
 * result: keep recent results and skip execution when one is asked again. The prerender and the edge
 * send the same few queries (top tokens per chain, popular pools) many times; under load this turns
 * a large TopTokens page from tens of milliseconds of resolving into a lookup. Bounded by entry count.
 */
export function executionCachePlugin(maxEntries = 256): Plugin<DataApiContext> {
  const documentIds = new WeakMap<DocumentNode, number>();
  const results = new Map<string, ExecutionResult>();
  let nextId = 0;
  const keyOf = (
    document: DocumentNode,
    context: DataApiContext,
    operationName: string | null | undefined,
    variables: unknown,
  ) => {
    // Yoga's parser cache hands out one DocumentNode per distinct query text, so identity is the text.
    let id = documentIds.get(document);
    if (id === undefined) {
      id = nextId++;
      documentIds.set(document, id);
    }
    return `${id}|${context.origin}|${operationName ?? ''}|${JSON.stringify(variables ?? {})}`;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const key = keyOf(args.document, args.contextValue, args.operationName, args.variableValues);
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
