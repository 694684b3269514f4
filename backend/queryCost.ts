import {
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';
import {
  DEFAULT_MAX_HISTORY_LENGTH,
  type HistoryDuration,
  historyPoints,
  SPAN_OF,
} from './dataset/historySeries.ts';
import { MAX_PAGE_SIZE } from './resolvers/dataApiContext.ts';

/**
 * What an operation costs: the number of objects its answer can hold. Each list counts as long as it
 * can be — the page the caller asked for (`first`, `last`, `pageSize`, `limit`, cut to the page size
 * every resolver enforces), the list it passed (`ownerAddresses`, `contracts`, `currencies`), the
 * points a history of that duration holds, or what the dataset ever answers for lists without an
 * argument — multiplied down the nesting, with variables and defaults applied. Of a union's or an
 * interface's fragments only the dearest counts: an object is one member, not all.
 */
export const MAX_OPERATION_COST = 20_000;

/** Page-size arguments, in the order a resolver honours them. */
const PAGE_ARGUMENTS = ['first', 'last', 'pageSize', 'limit'] as const;
/** Arguments whose list length is the answer's. */
const LIST_ARGUMENTS = ['ownerAddresses', 'contracts', 'currencies', 'addresses'] as const;

/**
 * The longest answer of list fields that take no size: what the dataset can answer at most (a wallet
 * holds at most 24 generated balances plus the chain's, an activity a handful of asset changes, …).
 * The resolvers' own page defaults apply where a size argument is left out.
 */
const LIST_SIZES: Record<string, number> = {
  'Portfolio.tokenBalances': 50,
  'Portfolio.nftBalances': 20,
  'Portfolio.assetActivities': 100,
  'AssetActivity.assetChanges': 5,
  'TransactionDetails.assetChanges': 5,
  'TokenProject.tokens': 12,
  'NftCollection.nftContracts': 2,
  'NftAsset.traits': 12,
  'NftAsset.rarities': 2,
  'V3Pool.ticks': MAX_PAGE_SIZE,
  'V4Pool.ticks': MAX_PAGE_SIZE,
  'Query.dailyProtocolTvl': DEFAULT_MAX_HISTORY_LENGTH,
};
/** Any other list: the resolvers' usual page. */
const DEFAULT_LIST_SIZE = 20;

/** The refusal: what it cost, what is allowed, and what to change. */
export function operationTooCostly(cost: number, maxCost: number) {
  return createGraphQLError(
    `Query cost ${cost} exceeds the limit of ${maxCost}: ask for smaller pages (first, pageSize) or fewer nested lists`,
    { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost } },
  );
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): number {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  // The request's variables, else the operation's defaults for them (the app's `$pageSize: Int = 100`).
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const given = rawVariables?.[name];
    if (given !== undefined) variables[name] = given;
    else if (definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;

  /** Objects under `selectionSet` for one object of `type`. */
  const costOf = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    path: ReadonlySet<string>,
  ): number => {
    if (!fieldsOf(type) && !isAbstract(type)) return 0;
    let always = 0;
    // On a union or an interface, fragments on different member types never apply to one object.
    const byMember = new Map<string, number>();
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        always += fieldCost(selection, type, path);
        continue;
      }
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && path.has(selection.name.value))) continue;
      const condition: GraphQLNamedType | null | undefined = fragment.typeCondition
        ? schema.getType(fragment.typeCondition.name.value)
        : type;
      if (!condition) continue;
      const inner = selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...path, selection.name.value]) : path;
      const cost = costOf(fragment.selectionSet, condition, inner);
      if (isAbstract(type) && condition !== type && !isAbstract(condition)) {
        byMember.set(condition.name, (byMember.get(condition.name) ?? 0) + cost);
      } else {
        always += cost;
      }
    }
    return always + Math.max(0, ...byMember.values());
  };

  const fieldCost = (node: FieldNode, parent: GraphQLNamedType, path: ReadonlySet<string>): number => {
    if (node.name.value.startsWith('__')) return 0;
    const field = fieldsOf(parent)?.[node.name.value];
    if (!field || !node.selectionSet) return 0;
    const { named: type, list } = unwrap(field.type);
    const args = argumentValues(field, node.arguments ?? [], variables);
    const count = list ? listSize(`${parent.name}.${field.name}`, args) : 1;
    // A connection's page is its edges: they are as many as the connection's own size argument says.
    const perObject = type.name.endsWith('Connection')
      ? connectionCost(node.selectionSet, type, path, pageOf(args))
      : costOf(node.selectionSet, type, path);
    return count * (1 + perObject);
  };

  const connectionCost = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    path: ReadonlySet<string>,
    size: number,
  ): number => {
    const fields = fieldsOf(type);
    if (!fields) return 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD && selection.name.value === 'edges' && selection.selectionSet) {
        const edges = fields.edges;
        if (edges) cost += size * (1 + costOf(selection.selectionSet, unwrap(edges.type).named, path));
      } else if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, type, path);
      } else {
        cost += costOf({ kind: Kind.SELECTION_SET, selections: [selection] }, type, path);
      }
    }
    return cost;
  };

  return costOf(operation.selectionSet, root, new Set());
}

/**
 * graphql can be loaded twice in one process (its ESM and CommonJS builds: Yoga's schema comes from
 * one, this module may get the other), and its type predicates test `instanceof`. Types are read by
 * their shape here, so the cost is right whichever copy built the schema.
 */
/** The output fields of an object or interface type; undefined for any other type. */
function fieldsOf(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> | undefined {
  return 'getFields' in type && 'getInterfaces' in type
    ? (type as GraphQLObjectType | GraphQLInterfaceType).getFields()
    : undefined;
}
/** A union (its members) or an interface (fields but no `isTypeOf` of its own). */
const isAbstract = (type: GraphQLNamedType): boolean =>
  'getTypes' in type || ('getFields' in type && 'resolveType' in type && !('isTypeOf' in type));

function unwrap(type: GraphQLOutputType): { named: GraphQLNamedType; list: boolean } {
  let current: GraphQLOutputType = type;
  let list = false;
  while ('ofType' in current) {
    if (String(current).startsWith('[')) list = true;
    current = current.ofType as GraphQLOutputType;
  }
  return { named: current as GraphQLNamedType, list };
}

/** Arguments as given (literals, variables) or else their schema defaults; uncoerced: sizes and lists are all that is read. */
function argumentValues(
  field: GraphQLField<unknown, unknown>,
  nodes: readonly ArgumentNode[],
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const argument of field.args) {
    const node = nodes.find((candidate) => candidate.name.value === argument.name);
    const value = node ? valueFromASTUntyped(node.value, variables) : undefined;
    values[argument.name] = value ?? argument.defaultValue;
  }
  return values;
}

/** The page a field asks for, cut as the resolvers cut it; the usual page when none is given. */
function pageOf(args: Record<string, unknown>): number {
  for (const name of PAGE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number') return Math.max(0, Math.min(value, MAX_PAGE_SIZE));
  }
  return DEFAULT_LIST_SIZE;
}

function listSize(coordinate: string, args: Record<string, unknown>): number {
  for (const name of PAGE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number') return Math.max(0, Math.min(value, MAX_PAGE_SIZE));
  }
  for (const name of LIST_ARGUMENTS) {
    const value = args[name];
    if (Array.isArray(value)) return value.length;
  }
  const duration = args.duration as HistoryDuration | undefined;
  if (duration && SPAN_OF[duration]) {
    const maxLength = typeof args.maxLength === 'number' ? args.maxLength : DEFAULT_MAX_HISTORY_LENGTH;
    // Candles and volume come in bars, wider than the price points of the same duration.
    const series = /ohlc|volume/i.test(coordinate) ? 'bars' : 'levels';
    return Math.min(maxLength, historyPoints(duration, series));
  }
  return LIST_SIZES[coordinate] ?? DEFAULT_LIST_SIZE;
}

/**
 * Refuses an operation whose cost (see `operationCost`) exceeds `maxCost`, before it runs: queries
 * and subscriptions alike, with the variables it came with.
 */
export function queryCostPlugin(maxCost = MAX_OPERATION_COST): Plugin {
  const check = ({
    args,
    setResultAndStopExecution,
  }: {
    args: {
      schema: GraphQLSchema;
      document: DocumentNode;
      operationName?: string | null;
      variableValues?: Record<string, unknown> | null;
    };
    setResultAndStopExecution: (result: { errors: ReturnType<typeof operationTooCostly>[] }) => void;
  }) => {
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
    if (cost > maxCost) setResultAndStopExecution({ errors: [operationTooCostly(cost, maxCost)] });
  };
  return { onExecute: check, onSubscribe: check };
}
