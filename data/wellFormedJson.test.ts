import { describe, expect, it } from 'vitest';
import { parseWellFormedJson, wellFormedString } from './wellFormedJson.ts';

describe('parseWellFormedJson', () => {
  it.each([
    ['a high surrogate inside', '"lone\\ud800surrogate"', 'lone\uFFFDsurrogate'],
    ['a high surrogate at the start', '"\\uD800Coin"', '\uFFFDCoin'],
    ['a high surrogate at the end', '"Coin\\udbff"', 'Coin\uFFFD'],
    ['a high surrogate alone', '"\\ud800"', '\uFFFD'],
    ['a low surrogate at the start', '"\\udc00Coin"', '\uFFFDCoin'],
    ['a low surrogate at the end', '"Coin\\uDFFF"', 'Coin\uFFFD'],
    ['a low surrogate alone', '"\\udfff"', '\uFFFD'],
    ['a pair in the wrong order', '"\\udc00\\ud800"', '\uFFFD\uFFFD'],
    ['a pair, escaped', '"\\ud83d\\ude80"', '🚀'],
    ['a pair, as it is', '"🚀"', '🚀'],
    ['an escaped backslash before u', '"\\\\ud800"', '\\ud800'],
    ['a lone surrogate in the text itself', '"a\uD800"', 'a\uFFFD'],
    ['no surrogate at all', '"Coin \\u00e9"', 'Coin é'],
  ])('%s', (_case, json, expected) => {
    expect(parseWellFormedJson(json)).toBe(expected);
  });

  it('reaches every string of an answer and leaves the rest as JSON.parse gives it', () => {
    const json =
      '{"data":{"token":{"name":"a\\ud800","tags":["\\udc00",1,null,true],"market":{"price":1.5}}},"errors":[{"message":"\\ud800"}]}';
    expect(parseWellFormedJson(json)).toEqual({
      data: { token: { name: 'a\uFFFD', tags: ['\uFFFD', 1, null, true], market: { price: 1.5 } } },
      errors: [{ message: '\uFFFD' }],
    });
    expect(() => parseWellFormedJson('{"data":')).toThrow(SyntaxError);
  });
});

describe('without String.prototype.toWellFormed and isWellFormed (browsers before 2023)', () => {
  const texts = [
    'lone\uD800surrogate',
    '\uDC00Coin',
    'Coin\uDBFF',
    '\uDC00\uD800',
    '🚀 ok',
    'a\uD83D',
    'plain',
  ];

  it('makes strings well-formed by hand, as the method would', () => {
    const expected = texts.map((text) => text.toWellFormed());
    const methods = ['toWellFormed', 'isWellFormed'] as const;
    const originals = methods.map((name) => Object.getOwnPropertyDescriptor(String.prototype, name));
    try {
      for (const name of methods) Reflect.deleteProperty(String.prototype, name);
      expect(texts.map(wellFormedString)).toEqual(expected);
      expect(parseWellFormedJson('{"name":"a\\ud800","raw":"b\uD800","ok":"🚀"}')).toEqual({
        name: 'a\uFFFD',
        raw: 'b\uFFFD',
        ok: '🚀',
      });
    } finally {
      methods.forEach((name, index) => {
        const original = originals[index];
        if (original) Object.defineProperty(String.prototype, name, original);
      });
    }
  });
});
