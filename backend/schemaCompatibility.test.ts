import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isUnionType,
  printType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * The embedded schema must be a subset of the hosted Data API's: same names, arguments and defaults,
 * and types a client written against ours can rely on when it talks to the hosted API instead.
 */
const reference = buildSchema(
  readFileSync(new URL('../../shared/reference/data-api.schema.graphql', import.meta.url), 'utf8'),
);
const embedded = buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

const REQUIRED_QUERY_FIELDS = [
  'topTokens',
  'token',
  'tokens',
  'tokenProjects',
  'searchTokens',
  'convert',
  'topV2Pairs',
  'topV3Pools',
  'topV4Pools',
  'v2Pair',
  'v3Pool',
  'v4Pool',
  'v2Transactions',
  'v3Transactions',
  'v4Transactions',
  'v3PoolsForTokenPair',
  'v4PoolsForTokenPair',
  'historicalProtocolVolume',
  'dailyProtocolTvl',
  'isV3SubgraphStale',
  'portfolios',
  'nftAssets',
  'nftBalances',
  'nftCollections',
  'nftActivity',
  'topCollections',
];

const ourTypes = Object.values(embedded.getTypeMap()).filter((type) => !type.name.startsWith('__'));

describe('backend/schema.graphql', () => {
  it('declares every query field the product calls (spec section 7)', () => {
    expect(Object.keys(embedded.getQueryType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(REQUIRED_QUERY_FIELDS),
    );
  });

  it.each(ourTypes.map((type) => [type.name, type] as const))(
    '%s is compatible with the reference',
    (_name, ours) => {
      expect(incompatibilities(ours)).toEqual([]);
    },
  );

  it('would notice an incompatible change', () => {
    const drifted = buildSchema(
      `type Query { token(chain: Chain!, address: Int): Token } type Token { id: ID! symbol: Int } enum Chain { ETHEREUM MOON }`,
    );
    const problems = ['Query', 'Token', 'Chain'].flatMap((name) =>
      incompatibilities(drifted.getType(name) as GraphQLNamedType),
    );
    expect(problems).toEqual([
      'Query.token(address) is Int, reference String',
      'Token.symbol is Int, reference String',
      'Chain.MOON is not in the reference',
    ]);
  });
});

function incompatibilities(ours: GraphQLNamedType): string[] {
  const theirs = reference.getType(ours.name);
  if (!theirs) return [`${ours.name} is not in the reference`];
  if (theirs.constructor !== ours.constructor) return [`${ours.name} is a different kind of type`];
  if ((isObjectType(ours) || isInterfaceType(ours)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
    const theirFields = theirs.getFields();
    const problems = Object.values(ours.getFields()).flatMap((field) => {
      const match = theirFields[field.name];
      if (!match) return [`${ours.name}.${field.name} is not in the reference`];
      return [
        ...(outputCompatible(field.type, match.type)
          ? []
          : [`${ours.name}.${field.name} is ${field.type}, reference ${match.type}`]),
        ...argumentProblems(`${ours.name}.${field.name}`, field.args, match.args),
      ];
    });
    const theirInterfaces = theirs.getInterfaces().map((i) => i.name);
    return [
      ...problems,
      ...ours
        .getInterfaces()
        .flatMap((i) =>
          theirInterfaces.includes(i.name) ? [] : [`${ours.name} implements ${i.name} only here`],
        ),
    ];
  }
  if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    const ourFields = ours.getFields();
    const theirFields = theirs.getFields();
    return [
      ...Object.values(ourFields).flatMap((field) => {
        const match = theirFields[field.name];
        if (!match) return [`${ours.name}.${field.name} is not in the reference`];
        return String(field.type) === String(match.type)
          ? []
          : [`${ours.name}.${field.name} is ${field.type}, reference ${match.type}`];
      }),
      ...Object.values(theirFields).flatMap((field) =>
        isRequiredInputField(field) && !ourFields[field.name]
          ? [`${ours.name}.${field.name} is required by the reference`]
          : [],
      ),
    ];
  }
  if (isEnumType(ours) && isEnumType(theirs)) {
    const values = theirs.getValues().map((value) => value.name);
    return ours
      .getValues()
      .flatMap((value) =>
        values.includes(value.name) ? [] : [`${ours.name}.${value.name} is not in the reference`],
      );
  }
  if (isUnionType(ours) && isUnionType(theirs)) {
    const members = theirs.getTypes().map((type) => type.name);
    return ours
      .getTypes()
      .flatMap((type) =>
        members.includes(type.name) ? [] : [`${ours.name} | ${type.name} is not in the reference`],
      );
  }
  return printType(ours) === printType(theirs) ? [] : [`${ours.name} differs from the reference`];
}

/** Same arguments, types and defaults; an argument the reference requires must exist here too. */
function argumentProblems(
  where: string,
  ours: readonly GraphQLArgument[],
  theirs: readonly GraphQLArgument[],
): string[] {
  return [
    ...ours.flatMap((arg) => {
      const match = theirs.find((candidate) => candidate.name === arg.name);
      if (!match) return [`${where}(${arg.name}) is not in the reference`];
      if (!sameInput(arg.type, match.type))
        return [`${where}(${arg.name}) is ${arg.type}, reference ${match.type}`];
      return JSON.stringify(arg.defaultValue) === JSON.stringify(match.defaultValue)
        ? []
        : [`${where}(${arg.name}) has another default`];
    }),
    ...theirs.flatMap((arg) =>
      isRequiredArgument(arg) && !ours.some((candidate) => candidate.name === arg.name)
        ? [`${where}(${arg.name}) is required by the reference`]
        : [],
    ),
  ];
}

function sameInput(ours: GraphQLInputType, theirs: GraphQLInputType): boolean {
  return String(ours) === String(theirs);
}

/** A client of ours must be able to read the reference's answer: we may only be less strict about null. */
function outputCompatible(ours: GraphQLOutputType, theirs: GraphQLOutputType): boolean {
  if (isNonNullType(ours)) return isNonNullType(theirs) && outputCompatible(ours.ofType, theirs.ofType);
  if (isNonNullType(theirs)) return outputCompatible(ours, theirs.ofType);
  if (isListType(ours) || isListType(theirs)) {
    return isListType(ours) && isListType(theirs) && outputCompatible(ours.ofType, theirs.ofType);
  }
  return ours.name === theirs.name;
}
