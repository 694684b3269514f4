/**
 * A small, safe subset of Markdown as data, for text anyone can write (a proposal's description):
 * headings, paragraphs, lists, code blocks, and inline bold, italic, code and links. HTML is never
 * interpreted: a tag is text like any other, and the renderer (SafeMarkdown.tsx) makes React elements,
 * never an HTML string, so nothing written here can run or load. A link keeps only an http(s) or
 * mailto address; any other (javascript:, data:, relative) stays as its text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string };

/** Bounds, so a hostile text cannot make the page do unbounded work. */
const MAX_TEXT = 20_000;
const MAX_NESTING = 4;

const LIST_ITEM = /^\s{0,3}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

export function markdownBlocks(source: string): Block[] {
  const lines = source.slice(0, MAX_TEXT).replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: inlines(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^\s*```/.test(line)) {
      endParagraph();
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i] as string); i++) code.push(lines[i] as string);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      const level = Math.min(heading[1]?.length ?? 1, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, children: inlines(heading[2] ?? '') });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      endParagraph();
      const ordered = item[2] !== undefined;
      const items: Inline[][] = [inlines(item[3] ?? '')];
      while (i + 1 < lines.length) {
        const next = LIST_ITEM.exec(lines[i + 1] as string);
        if (!next || (next[2] !== undefined) !== ordered) break;
        items.push(inlines(next[3] ?? ''));
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') endParagraph();
    else paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}

/** The text of a Markdown source without its marks: for a preview's description and a proposal's title. */
export function markdownPlainText(source: string): string {
  return markdownBlocks(source)
    .map((block) =>
      block.kind === 'code'
        ? block.text
        : block.kind === 'list'
          ? block.items.map(plainText).join(' ')
          : plainText(block.children),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function plainText(children: Inline[]): string {
  return children.map((child) => ('children' in child ? plainText(child.children) : child.text)).join('');
}

function inlines(text: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const code = /^`([^`]+)`/.exec(rest);
    if (code) {
      flush();
      out.push({ kind: 'code', text: code[1] as string });
      i += code[0].length;
      continue;
    }
    if (depth < MAX_NESTING) {
      const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
      if (strong) {
        flush();
        out.push({ kind: 'strong', children: inlines(strong[2] as string, depth + 1) });
        i += strong[0].length;
        continue;
      }
      const em = /^([*_])(?=\S)([\s\S]*?\S)\1/.exec(rest);
      if (em) {
        flush();
        out.push({ kind: 'em', children: inlines(em[2] as string, depth + 1) });
        i += em[0].length;
        continue;
      }
      const link = /^\[([^\]]*)\]\(\s*([^\s)]+)\s*\)/.exec(rest);
      if (link) {
        flush();
        const href = safeHref(link[2] as string);
        const children = inlines(link[1] as string, depth + 1);
        if (href) out.push({ kind: 'link', href, children });
        else out.push(...children);
        i += link[0].length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
  return out;
}

/** Only absolute http(s) and mailto addresses, as the URL parser reads them (no scheme tricks). */
export function safeHref(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
