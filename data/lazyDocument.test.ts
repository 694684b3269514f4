import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentOperationName, documentText, lazyDocument } from './lazyDocument.ts';
import { dataApiQueryKey } from './queryKey.ts';

const TEXT =
  'query TopTokens($chain:Chain!){topTokens(chain:$chain){id symbol ...Price}}fragment Price on Token{price{value}}';

describe('a document shipped as text', () => {
  it('gives its text and operation name without parsing', () => {
    const document = lazyDocument('query Broken {', 'Broken');
    expect(document.kind).toBe('Document');
    expect(documentText(document)).toBe('query Broken {');
    expect(documentOperationName(document)).toBe('Broken');
    expect(() => document.definitions).toThrow(/read as its text/);
  });

  it('keys a query as the prerender keys the same operation parsed', () => {
    const variables = { chain: 'ETHEREUM' };
    expect(dataApiQueryKey(lazyDocument(TEXT, 'TopTokens'), variables)).toBe(
      dataApiQueryKey(parse(TEXT), variables),
    );
  });

  it('leaves a document built at run time to be printed', () => {
    const document = parse(TEXT);
    expect(documentText(document)).toBeUndefined();
    expect(documentOperationName(document)).toBe('TopTokens');
    expect(documentOperationName(parse('fragment Price on Token{price{value}}'))).toBeUndefined();
  });
});
