/**
 * A generated corpus of hostile token names and symbols: every card must render each within its time
 * bound, at build (Node) and at the edge (workerd). Deterministic, so a failure names its case.
 */
export interface HostileName {
  /** What the case is, for test and bench output. */
  label: string;
  text: string;
}

const ABOVE = Array.from({ length: 0x36f - 0x300 + 1 }, (_, i) => String.fromCodePoint(0x300 + i)).filter(
  (mark) => /\p{M}/u.test(mark),
);
const BELOW = [
  '\u0316',
  '\u0317',
  '\u0318',
  '\u0319',
  '\u031c',
  '\u0321',
  '\u0322',
  '\u0325',
  '\u0329',
  '\u0356',
];

/** `depth` combining marks on each letter of `word`, cycling through the marks from `offset`. */
function stacked(word: string, depth: number, marks: readonly string[], offset = 0): string {
  return Array.from(word, (letter, at) => {
    let text = letter;
    for (let i = 0; i < depth; i++) text += marks[(offset + at * depth + i) % marks.length] ?? '';
    return text;
  }).join('');
}

/** Code points spread over a block, so a run of them touches every subset file a fallback font has. */
function spread(from: number, to: number, count: number): string {
  const step = Math.max(1, Math.floor((to - from) / count));
  return Array.from({ length: count }, (_, i) => String.fromCodePoint(from + i * step)).join('');
}

export function hostileNames(): HostileName[] {
  const names: HostileName[] = [
    // The example the issue was filed with: Z, seven combining marks, then "algo".
    { label: 'issue example', text: 'Z̴̡̪̫͖̥̔ͅalgo' },
    { label: 'empty', text: '' },
    { label: 'only spaces', text: ' \t\n '.repeat(500) },
  ];
  for (const depth of [1, 2, 4, 8, 16, 32, 64, 256]) {
    names.push({ label: `marks above ×${depth}`, text: stacked('Zalgo', depth, ABOVE) });
    names.push({ label: `marks below ×${depth}`, text: stacked('Zalgo', depth, BELOW) });
  }
  names.push({ label: 'one letter under 10 000 marks', text: stacked('Z', 10_000, BELOW) });
  for (const length of [40, 1_000, 100_000]) {
    names.push({ label: `latin word of ${length}`, text: 'W'.repeat(length) });
    names.push({ label: `CJK run of ${length}`, text: '龍'.repeat(length) });
  }
  names.push(
    { label: 'arabic word of 5 000', text: 'ب'.repeat(5_000) },
    { label: 'widest glyph ×200', text: '\uFDFD'.repeat(200) },
    { label: 'cuneiform (no font)', text: spread(0x12000, 0x1236e, 400) },
    { label: 'CJK across every subset', text: spread(0x4e00, 0x9fff, 600) },
    { label: 'hangul across every subset', text: spread(0xac00, 0xd7a3, 600) },
    {
      label: 'mixed scripts',
      text: 'Tokenトークン代币토큰رمزאסימוןโทเค็นटोकनΤοκενТокен'.repeat(40),
    },
    { label: 'RTL override', text: '\u202Egnp.exe\u202C Coin' },
    {
      label: 'nested bidi isolates',
      text: `${'\u2067\u202B'.repeat(2_000)}Coin${'\u2069\u202C'.repeat(2_000)}`,
    },
    { label: 'zero-width spaces', text: `Z${'\u200B'.repeat(20_000)}ero` },
    { label: 'zero-width joiners', text: `J${'\u200D'.repeat(20_000)}oin` },
    { label: 'BOMs and word joiners', text: '\uFEFF\u2060'.repeat(10_000) },
    // A lone surrogate has no UTF-8 form: HTML, titles and JSON written out must not choke on one.
    { label: 'lone high surrogates', text: '\uD800'.repeat(3_000) },
    { label: 'lone low surrogates', text: `a\uDC00b\uDFFFc${'\uDC00'.repeat(3_000)}` },
    { label: 'lone high surrogate inside', text: 'lone\uD800surrogate' },
    { label: 'lone high surrogate at the start', text: '\uD800Coin' },
    { label: 'lone high surrogate at the end', text: 'Coin\uDBFF' },
    { label: 'lone high surrogate alone', text: '\uD800' },
    { label: 'lone low surrogate at the start', text: '\uDC00Coin' },
    { label: 'lone low surrogate at the end', text: 'Coin\uDFFF' },
    { label: 'lone low surrogate alone', text: '\uDFFF' },
    { label: 'surrogates in the wrong order', text: 'Co\uDC00\uD800in' },
    { label: 'emoji with skin tones', text: '👍🏽'.repeat(2_000) },
    { label: 'flags', text: '🇺🇸🇯🇵🇩🇪🇧🇷'.repeat(500) },
    { label: 'odd regional indicators', text: '🇺'.repeat(1_001) },
    { label: 'family ZWJ sequences', text: '👨‍👩‍👧‍👦'.repeat(500) },
    { label: 'ZWJ chain as one cluster', text: Array.from({ length: 2_000 }, () => '🚀').join('\u200D') },
    { label: 'keycaps', text: '1️⃣#️⃣*️⃣'.repeat(500) },
    { label: 'tag sequence flags', text: '🏴󠁧󠁢󠁥󠁮󠁧󠁿'.repeat(500) },
    { label: 'private use', text: '\uE000\uF8FF'.repeat(2_000) },
    { label: 'controls and newlines', text: '\u0000\u0007\r\n\u2028\u2029'.repeat(2_000) },
    { label: 'markup', text: '"><script>alert(1)</script></head>&amp;' },
  );
  return names;
}
