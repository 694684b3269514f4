import type { ReactNode } from 'react';
import { type Block, type Inline, markdownBlocks } from '../preview/markdownBlocks.ts';

/**
 * Markdown anyone wrote (a proposal's description), drawn as React elements from markdownBlocks.ts:
 * no HTML string is ever set, so raw HTML in the text shows as text. Links open in a new tab without
 * handing this page to the target (`rel="noopener noreferrer nofollow"`).
 */
export function SafeMarkdown({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{markdownBlocks(source).map(blockElement)}</div>;
}

function blockElement(block: Block, index: number): ReactNode {
  const key = `${block.kind}-${index}`;
  switch (block.kind) {
    case 'heading': {
      // The page's own title is the h1: a description's headings sit below it.
      const Heading = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
      return <Heading key={key}>{block.children.map(inlineElement)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{block.children.map(inlineElement)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a text never move.
            <li key={itemIndex}>{item.map(inlineElement)}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
  }
}

function inlineElement(inline: Inline, index: number): ReactNode {
  const key = `${inline.kind}-${index}`;
  switch (inline.kind) {
    case 'text':
      return inline.text;
    case 'code':
      return <code key={key}>{inline.text}</code>;
    case 'strong':
      return <strong key={key}>{inline.children.map(inlineElement)}</strong>;
    case 'em':
      return <em key={key}>{inline.children.map(inlineElement)}</em>;
    case 'link':
      return (
        <a key={key} href={inline.href} target="_blank" rel="noopener noreferrer nofollow">
          {inline.children.map(inlineElement)}
        </a>
      );
  }
}
