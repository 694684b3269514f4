import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownBlocks, markdownPlainText, safeHref } from '../preview/markdownBlocks.ts';
import { SafeMarkdown } from './SafeMarkdown.tsx';

const html = (source: string) => renderToStaticMarkup(<SafeMarkdown source={source} />);

describe('SafeMarkdown', () => {
  it('renders headings, paragraphs, lists, code, emphasis and links', () => {
    const out = html(
      '# Fund the grants\n\nSend **1,000 UNI** to the _grants_ team.\n\n- one\n- two\n\n1. first\n2. second\n\n```\ncode <here>\n```\n\nSee [the forum](https://gov.uniswap.org/t/1) and `calldata`.',
    );
    expect(out).toContain('<h2>Fund the grants</h2>');
    expect(out).toContain('<strong>1,000 UNI</strong>');
    expect(out).toContain('<em>grants</em>');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(out).toContain('<pre><code>code &lt;here&gt;</code></pre>');
    expect(out).toContain(
      '<a href="https://gov.uniswap.org/t/1" target="_blank" rel="noopener noreferrer nofollow">the forum</a>',
    );
    expect(out).toContain('<code>calldata</code>');
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    // The address ends at its first `)`: what follows stays text.
    ['[click](javascript:alert(1))', '<p>click)</p>'],
    ['[click](JaVaScRiPt:alert(1))', '<p>click)</p>'],
    ['[click](data:text/html;base64,PHNjcmlwdD4=)', '<p>click</p>'],
    ['[click](//evil.example/x)', '<p>click</p>'],
    ['[x](https://a.example/"onmouseover="alert(1))', 'href="https://a.example/%22onmouseover=%22alert(1"'],
    ['<a href="https://a.example">raw</a>', '&lt;a href=&quot;https://a.example&quot;&gt;raw&lt;/a&gt;'],
  ])('never lets %s through as markup', (source, expected) => {
    const out = html(source);
    expect(out).toContain(expected);
    expect(out).not.toMatch(/<script|<img|href="(javascript|data)/i);
  });

  it('keeps only http(s) and mailto links', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
    expect(safeHref('/relative')).toBeUndefined();
  });

  it('stays bounded on hostile input', () => {
    const started = performance.now();
    markdownBlocks(`${'*'.repeat(50_000)}${'['.repeat(50_000)}`);
    markdownBlocks('**'.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('gives the plain text of a description, marks removed', () => {
    expect(markdownPlainText('# Title\n\nBody with **bold** and [a link](https://x.example).')).toBe(
      'Title Body with bold and a link.',
    );
  });
});
