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

/** A schema enum as a TypeScript union, from the schema itself (gql.tada): never written by hand. */
type SchemaEnum<Name extends string> = ReturnType<typeof graphql.scalar<Name>>;

/** `V2` | `V3` | `V4`. */
export type ProtocolVersion = SchemaEnum<'ProtocolVersion'>;
/** `FIVE_MINUTE` … `MAX`: the spans history and cumulative fields are asked over. */
export type HistoryDuration = SchemaEnum<'HistoryDuration'>;

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
