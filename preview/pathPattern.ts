/**
 * Paths written once, in the spec's notation (`:param` matches text without a slash, a trailing `*`
 * anything): this formatter fills a pattern's params in, and pathMatch.ts matches paths against the
 * same pattern. Not path-to-regexp's `compile`: the browser formats every link and matches almost
 * never, so path-to-regexp stays out of every first load. A test holds the two equal on every pattern
 * (a param's `(…)` constraint is checked when matching only: the values formatted are the code's own).
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
