import { match } from 'path-to-regexp';

/**
 * Paths written once, in the spec's notation (`:param` matches text without a slash, a trailing `*`
 * anything): a pattern's matcher is path-to-regexp's `match`, compiled once on first use, and its
 * formatter fills the same pattern's params in. Not path-to-regexp's `compile`: the browser formats
 * every link and never matches, and `compile` with its parser would add 1.6 KB gzip to each first
 * load. A test holds the two equal on every pattern (a param's `(…)` constraint is checked when
 * matching only: the values formatted are the code's own).
 */

/** The names of a pattern's params: `'/tokens/:chainName/:address.png'` → `'chainName' | 'address'`. */
export type PathParamName<Pattern extends string> = Pattern extends `${string}:${infer Rest}`
  ? Rest extends `${infer Token}/${infer Tail}`
    ? ParamName<Token> | PathParamName<`/${Tail}`>
    : ParamName<Rest>
  : never;

export type PathParams<Pattern extends string> = Record<PathParamName<Pattern>, string>;

/** The path with these params, each URL-encoded. */
export function formatPath<const Pattern extends string>(
  pattern: Pattern,
  params: Readonly<PathParams<Pattern>>,
): string {
  let unnamed = 0;
  return pattern.replace(PARAM, (_param, name?: string) =>
    encodeURIComponent((params as Readonly<Record<string, string>>)[name ?? unnamed++] ?? ''),
  );
}

/** The decoded params of a path the pattern matches (case-insensitive); `undefined` for any other. */
export function matchPath<const Pattern extends string>(
  pattern: Pattern,
  pathname: string,
): PathParams<Pattern> | undefined {
  const found = matcherOf(pattern)(pathname);
  return found ? (found.params as PathParams<Pattern>) : undefined;
}

/** A pattern's param names in order (unnamed groups, such as a trailing `*`, are numbered from `0`). */
export function pathParamNames(pattern: string): string[] {
  let unnamed = 0;
  return [...pattern.matchAll(PARAM)].map((found) => found[1] ?? String(unnamed++));
}

/** A path segment decoded; a malformed escape is kept as it is rather than failing the request. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type ParamName<Token extends string> = Token extends `${infer Name}(${string}`
  ? ParamName<Name>
  : Token extends `${infer Name}.${infer Tail}`
    ? Name | PathParamName<Tail>
    : Token;

/** A param (`:name`, with an optional `(…)` constraint), or an unnamed group (`(…)`, a trailing `*`). */
const PARAM = /:(\w+)(?:\([^)]*\))?|\([^)]*\)|\*$/g;

const matchers = new Map<string, ReturnType<typeof match>>();

function matcherOf(pattern: string): ReturnType<typeof match> {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    matcher = match(regexpSource(pattern), { decode: decodePathSegment });
    matchers.set(pattern, matcher);
  }
  return matcher;
}

/** path-to-regexp 6 writes "anything" as an unnamed group. */
function regexpSource(pattern: string): string {
  return pattern.replace(/\*$/, '(.*)');
}
