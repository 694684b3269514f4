import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { lazyDocument } from './lazyDocument.ts';

const TEXT =
  'query TopTokens($chain:Chain!){topTokens(chain:$chain){id symbol ...Price}}fragment Price on Token{price{value}}';

describe('a document shipped as text', () => {
  it('reads as the document its text parses to', () => {
    const document = lazyDocument(TEXT);
    expect(document.kind).toBe('Document');
    expect(print(document)).toBe(print(parse(TEXT)));
    expect(document.definitions.map((definition) => definition.kind)).toEqual([
      'OperationDefinition',
      'FragmentDefinition',
    ]);
  });

  it('parses once, when first read, and not before', () => {
    const document = lazyDocument('query Broken {');
    expect(document.kind).toBe('Document');
    expect(() => document.definitions).toThrow();
    const good = lazyDocument(TEXT);
    expect(good.definitions).toBe(good.definitions);
  });
});
