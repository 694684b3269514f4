import { describe, expect, it } from 'vitest';
import { hostileNames } from '../../tests/hostileNames.ts';
import { cardText, firstLetters, plainCardText } from './cardText.ts';

const clusters = (text: string) => [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)];

describe('card text', () => {
  it.each([
    ['the issue example loses its stack', 'Z̴̡̪̫͖̥̔ͅalgo', 'Zalgo'],
    ['accents compose and stay', 'Cafe\u0301 Ti\u1EBFng Vie\u0323\u0302t', 'Café Tiếng Việt'],
    ['bidi controls and zero-width go', '\u202Egnp.exe\u202C zero\u200Bwidth', 'gnp.exe zerowidth'],
    ['white space collapses', '  a \n\t b  ', 'a b'],
    ['lone surrogates are dropped', 'a\uD800b\uDC00', 'ab'],
    ['so is the U+FFFD a lone surrogate becomes', 'lone\uFFFDsurrogate', 'lonesurrogate'],
    ['an emoji sequence stays whole', '👨‍👩‍👧‍👦', '👨‍👩‍👧‍👦'],
    ['scripts that need marks keep three', 'क्षि ไม้ أَهْلًا', 'क्षि ไม้ أَهْلًا'],
    ['long text ends in an ellipsis', 'W'.repeat(30), `${'W'.repeat(20)}…`],
    ['a run of emoji stops at three', `to ${'🚀'.repeat(10)}`, 'to 🚀🚀🚀…'],
  ])('%s', (_case, text, expected) => {
    expect(cardText(text, 20)).toBe(expected);
  });

  it('bounds every hostile name: clusters, marks and code points per cluster, no controls', () => {
    for (const { label, text } of hostileNames()) {
      const drawn = cardText(text, 48);
      expect(clusters(drawn).length, label).toBeLessThanOrEqual(49);
      for (const { segment } of clusters(drawn)) {
        expect(Array.from(segment).length, label).toBeLessThanOrEqual(12);
        expect(segment.match(/\p{M}/gu)?.length ?? 0, label).toBeLessThanOrEqual(3);
      }
      expect(drawn, label).not.toMatch(/[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\uFEFF]/u);
      expect(drawn, label).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
  });

  it('cuts a logo placeholder at clusters and draws plain ASCII for the simpler card', () => {
    expect(firstLetters('👨‍👩‍👧‍👦ab🚀c', 3)).toBe('abc');
    expect(firstLetters('🚀🚀🚀…', 3)).toBe('');
    expect(plainCardText('Z̴̡algo 🚀 币', 20)).toBe('Z algo');
  });
});
