import { compile, type Key, match, type PathFunction, parse } from 'path-to-regexp';

/**
 * Paths written once, in the spec's notation (`:param` matches text without a slash, a trailing `*`
 * anything): the matcher and the formatter of a pattern are both compiled from it by path-to-regexp,
 * once, on first use. Two functions rather than one object, so the browser bundle keeps only the
 * formatter it links with.
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
  return formatterOf(pattern)(params);
}

/** The decoded params of a path the pattern matches (case-insensitive); `undefined` for any other. */
export function matchPath<const Pattern extends string>(
  pattern: Pattern,
  pathname: string,
): PathParams<Pattern> | undefined {
  const found = matcherOf(pattern)(pathname);
  return found ? (found.params as PathParams<Pattern>) : undefined;
}

/** A pattern's param names in order (a trailing `*` is param `0`). */
export function pathParamNames(pattern: string): string[] {
  return parse(regexpSource(pattern))
    .filter((token): token is Key => typeof token !== 'string')
    .map((key) => String(key.name));
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

const formatters = new Map<string, PathFunction<object>>();
const matchers = new Map<string, ReturnType<typeof match>>();

function formatterOf(pattern: string): PathFunction<object> {
  let formatter = formatters.get(pattern);
  if (!formatter) {
    formatter = compile(regexpSource(pattern), { encode: encodeURIComponent });
    formatters.set(pattern, formatter);
  }
  return formatter;
}

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
