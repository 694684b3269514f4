import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * The typed `graphql` tag: every operation the product sends is written with it, so its result and
 * variable types come from the Data API schema (`backend/schema.graphql`, a proven subset of the hosted one).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { AWSJSON: unknown };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
