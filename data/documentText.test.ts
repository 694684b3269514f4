import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationNameOf, precompiledDocument, precompiledText } from './documentText.ts';

const TEXT =
  'query TopTokens($chain:Chain!){topTokens(chain:$chain){id symbol ...Price}}fragment Price on Token{price{value}}';

describe('a document shipped as its text', () => {
  it('is sent as the text and operation name the build wrote', () => {
    const document = precompiledDocument(TEXT, 'TopTokens');
    expect(document.kind).toBe('Document');
    expect(precompiledText(document)).toEqual({ query: TEXT, operationName: 'TopTokens' });
    expect(operationNameOf(document)).toBe('TopTokens');
  });

  it('has no syntax tree to read: a reader of one fails at once', () => {
    const document = precompiledDocument(TEXT, 'TopTokens');
    expect(() => document.definitions).toThrow(/as text only/);
  });

  it('a document written in code has no precompiled text; its operation name comes from its tree', () => {
    const document = parse(TEXT);
    expect(precompiledText(document)).toBeUndefined();
    expect(operationNameOf(document)).toBe('TopTokens');
    expect(operationNameOf(parse('fragment Price on Token{price{value}}'))).toBeUndefined();
  });
});
