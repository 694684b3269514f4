import { compile, type Key, parse } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { EXPLORE_CHAIN_PAGES } from './pagePaths.ts';
import { PAGE_ROUTES } from './pageRoutes.ts';
import { matchPath } from './pathMatch.ts';
import { formatPath, pathParamNames } from './pathPattern.ts';
import {
  BUILT_IMAGE,
  DEFAULT_IMAGE,
  EDGE_API,
  EDGE_IMAGE,
  EDGE_IMAGE_API,
  PRERENDERED_PREVIEW,
} from './previewImagePath.ts';
import { EXPLORE_TAB_PAGES } from './sitePages.ts';

/** Every pattern the site writes: the page table and where the cards live. */
const PATTERNS = [
  ...PAGE_ROUTES.map(({ pattern }) => pattern),
  ...Object.values(EXPLORE_TAB_PAGES),
  ...Object.values(EXPLORE_CHAIN_PAGES),
  EDGE_API,
  EDGE_IMAGE_API,
  EDGE_IMAGE,
  PRERENDERED_PREVIEW,
  DEFAULT_IMAGE,
  BUILT_IMAGE,
];

describe('path patterns: one string, its matcher and its formatter', () => {
  it.each(PATTERNS)('%s formats as path-to-regexp compiles it, and matches back', (pattern) => {
    const source = pattern.replace(/\*$/, '(.*)');
    const keys = parse(source).filter((token): token is Key => typeof token !== 'string');
    expect(pathParamNames(pattern)).toEqual(keys.map((key) => String(key.name)));
    const params = Object.fromEntries(keys.map((key) => [String(key.name), sampleValue(key)]));
    const path = formatPath(pattern, params);
    expect(path).toBe(compile(source, { encode: encodeURIComponent })(params));
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it('decodes what it matches and keeps a malformed escape as it is', () => {
    expect(matchPath('/tokens/:chainName', '/tokens/a%20b')).toEqual({ chainName: 'a b' });
    expect(matchPath('/tokens/:chainName', '/tokens/%E0%A4%A')).toEqual({ chainName: '%E0%A4%A' });
    expect(matchPath('/tokens/:chainName', '/tokens')).toBeUndefined();
  });
});

/** A value the key's constraint allows, with characters that need encoding where it allows them. */
function sampleValue(key: Key): string {
  if (key.pattern === '.*') return 'any/where x';
  const [first] = key.pattern.split('|');
  return first && /^\w+$/.test(first) ? first : 'Some value%1';
}
